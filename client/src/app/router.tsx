import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { useUser } from '@/features/auth/api/get-user';
import { PublicInvoiceSkeleton } from '@/features/share/components/public-invoice-skeleton';
import { AccountPage } from './routes/account';
import { ClientsPage } from './routes/clients';
import { DashboardPage } from './routes/dashboard';
import { ForgotPasswordPage } from './routes/forgot-password';
import { InvoicesPage } from './routes/invoices';
import { LandingPage } from './routes/landing';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';
import { RecurringPage } from './routes/recurring';
import { RegisterPage } from './routes/register';
import { RemindersPage } from './routes/reminders';
import { ReportsPage } from './routes/reports';
import { ResetPasswordPage } from './routes/reset-password';
import { SettingsPage } from './routes/settings';

const PublicInvoicePage = React.lazy(() =>
  import('./routes/public-invoice').then((m) => ({ default: m.PublicInvoicePage })),
);

/**
 * The client's invoice page behind a private link: the same page signed out and signed in (an owner
 * opening their own link sees what the client sees, without the app shell), loaded on demand.
 */
const publicInvoiceRoute = (
  <Route
    path="/i/:token"
    element={
      <React.Suspense fallback={<PublicInvoiceSkeleton />}>
        <PublicInvoicePage />
      </React.Suspense>
    }
  />
);

/** SPEC §2: signed-out visitors (and while the session loads) reach only the public routes. */
export function AppRouter() {
  const { isAuthenticated, isLoading } = useUser();

  if (isLoading || !isAuthenticated) {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        {publicInvoiceRoute}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/invoices" element={<InvoicesPage />} />
        <Route path="/recurring" element={<RecurringPage />} />
        <Route path="/clients" element={<ClientsPage />} />
        <Route path="/reminders" element={<RemindersPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/account" element={<AccountPage />} />
      </Route>
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/register" element={<Navigate to="/" replace />} />
      {publicInvoiceRoute}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
