import type { FastifyInstance } from 'fastify';
import authRoutes from './features/auth/routes';
import clientRoutes from './features/clients/routes';
import creditNoteRoutes from './features/credit-notes/routes';
import dashboardRoutes from './features/dashboard/routes';
import eInvoiceRoutes from './features/documents/e-invoice-routes';
import documentRoutes from './features/documents/routes';
import healthRoutes from './features/health/routes';
import invoiceLifecycleRoutes from './features/invoices/lifecycle-routes';
import invoiceRoutes from './features/invoices/routes';
import creditNoteMailRoutes from './features/notifications/credit-note-routes';
import recurringInvoiceRoutes from './features/recurring/routes';
import reminderRoutes from './features/reminders/routes';
import reportsRoutes from './features/reports/routes';
import logoRoutes from './features/settings/logo-routes';
import settingsRoutes from './features/settings/routes';
import shareRoutes from './features/share/routes';

/** Every feature's routes, registered in this order. */
export const featureRoutes: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  clientRoutes,
  settingsRoutes,
  logoRoutes,
  invoiceRoutes,
  invoiceLifecycleRoutes,
  creditNoteRoutes,
  shareRoutes,
  documentRoutes,
  eInvoiceRoutes,
  creditNoteMailRoutes,
  recurringInvoiceRoutes,
  dashboardRoutes,
  reportsRoutes,
  reminderRoutes,
];
