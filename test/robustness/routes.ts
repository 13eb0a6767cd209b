import { TEST_PASSWORD, uniqueEmail } from '../factories';
import { type Owner, today, validRecurring, validSchedule, validTemplate } from './world';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How to call one route of the API with valid input, and which reads show what it may change. */
export interface RouteCase {
  /** Reachable signed out (the 401 check skips it). */
  public?: boolean;
  /** The owner's resource that `{id}` stands for. */
  id?: (o: Owner) => number;
  /** The owner's resource that `{paymentId}` stands for: one that belongs to the invoice `id` names. */
  paymentId?: (o: Owner) => number;
  /** A body the route accepts. */
  body?: (o: Owner) => Record<string, unknown>;
  /** The reads that show what this route changes; compared before and after a refused request. */
  reads?: (o: Owner) => string[];
  /** Query parameters the route reads: a query using one is not "unknown" to it, and a bad value answers 400. */
  query?: string[];
  /** A query the route needs (`format=cii`), added to the address of the owner's own resource. */
  search?: string;
  /** Ends the session or the account: only the signed-out check calls it. */
  destructive?: boolean;
}

const in30Days = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const clientBody = () => ({
  name: 'Globex Ltd',
  email: uniqueEmail('globex'),
  phone: '+44 20 7946 0000',
  address: '10 Downing Street\nLondon',
  postalCode: '10117',
  city: 'Berlin',
  // The owner's own country, so the invoices of the sweep stay domestic (S at the company's rate).
  country: 'DE',
  vatId: 'DE136695976',
  taxTreatment: null,
  paymentTermsDays: 14,
  // Issue 4/6: the Leitweg-ID and the XML the client's emails attach.
  buyerReference: '991-12345-67',
  eInvoiceFormat: 'xrechnung-cii',
  // Issue 2/7: the Peppol participant id, checked for its scheme's format (a Leitweg-ID here).
  peppolId: '0204:04011000-1234512345-06',
});

const invoiceBody = (o: Owner) => ({
  clientId: o.client.id,
  clientName: 'Globex Ltd',
  clientEmail: 'billing@globex.example',
  issueDate: today(),
  dueDate: in30Days(),
  status: 'draft',
  currency: 'EUR',
  subtotal: '100.00',
  tax: '19.00',
  total: '119.00',
  notes: 'Thanks',
  projectDescription: 'Consulting',
  sendReminders: true,
  reminderFlowTemplateId: o.template.id,
  // Issue 3/6: a line's VAT, the service period, the exemption reason (E lines only; null here).
  servicePeriodStart: today(),
  servicePeriodEnd: in30Days(),
  taxExemptionReason: null,
  buyerReference: 'PO-4711',
  lineItems: [
    {
      description: 'Consulting day',
      quantity: 2,
      rate: '50.00',
      amount: '100.00',
      taxRate: 19,
      taxCategory: 'S',
    },
  ],
});

const settingsBody = (o: Owner) => ({
  companyName: `${o.marker} GmbH`,
  email: 'office@example.com',
  phone: '+49 30 123456',
  website: 'https://example.com',
  address: 'Unter den Linden 1',
  postalCode: '10117',
  city: 'Berlin',
  legalName: 'Muster Design GmbH',
  legalForm: 'GmbH',
  registrations: [{ scheme: 'de_register', value: 'Amtsgericht Berlin-Charlottenburg HRB 12345' }],
  taxId: '12/345/67890',
  vatId: 'DE136695976',
  vatScheme: 'standard',
  paymentTermsDays: 30,
  currency: 'EUR',
  taxRate: 19,
  invoicePrefix: 'INV',
  // The saved start: the owner already has invoices, so a lower one would be refused (422).
  invoiceNumberStart: 1000,
  paymentInstructions: 'Please pay within 30 days.',
  country: 'DE',
  bankName: 'Deutsche Bank',
  accountNumber: '0532013000',
  routingNumber: null,
  iban: 'DE89370400440532013000',
  swiftCode: 'COBADEFFXXX',
  bic: 'COBADEFFXXX',
  blz: '37040044',
  sortCode: null,
  timeZone: 'Europe/Berlin',
});

const password = 'N3wPassword!';

/**
 * Every route of the API, keyed as the OpenAPI document names it. The suite fails when the
 * document lists a route that is missing here, so a new route cannot escape the checks.
 */
export const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { public: true },
  'GET /api/auth/user': {},
  // The owner's own language again, so the sweep's answers stay English.
  'PUT /api/auth/user': { body: () => ({ language: 'en' }), reads: () => ['/api/auth/user'] },
  'POST /api/auth/register': {
    public: true,
    body: () => ({
      email: uniqueEmail('fuzz'),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      firstName: 'Fuzz',
      lastName: 'Tester',
      timeZone: 'Europe/Berlin',
      locale: 'de-DE',
    }),
  },
  'POST /api/auth/login': { public: true, body: (o) => ({ email: o.email, password: TEST_PASSWORD }) },
  'POST /api/auth/logout': { public: true, destructive: true },
  'POST /api/auth/forgot-password': { public: true, body: (o) => ({ email: o.email }) },
  'POST /api/auth/reset-password': {
    public: true,
    body: () => ({ token: 'not-a-real-token', password, confirmPassword: password }),
  },
  // The password stays what it was, so the owner can still sign in after the sweep.
  'POST /api/auth/change-password': {
    body: () => ({
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    }),
  },
  'DELETE /api/auth/delete-account': { destructive: true },

  'GET /api/clients': {},
  'POST /api/clients': { body: clientBody, reads: () => ['/api/clients'] },
  'GET /api/clients/{id}': { id: (o) => o.client.id },
  'PUT /api/clients/{id}': { id: (o) => o.client.id, body: clientBody, reads: () => ['/api/clients'] },
  'DELETE /api/clients/{id}': { id: (o) => o.client.id },

  'GET /api/settings': {},
  'PUT /api/settings': {
    body: settingsBody,
    reads: () => ['/api/settings', '/api/invoices/next-number'],
  },
  // The logo's body is the raw image, not JSON: logo.test.ts sends it (and JSON, which answers 415).
  'PUT /api/settings/logo': { reads: () => ['/api/settings', '/api/settings/logo'] },
  'GET /api/settings/logo': {},
  'DELETE /api/settings/logo': { reads: () => ['/api/settings'] },
  'GET /api/settings/notifications': {},
  'PUT /api/settings/notifications': {
    body: () => ({
      emailReminders: true,
      paymentNotifications: false,
      overdueAlerts: true,
      weeklyReports: false,
    }),
    reads: () => ['/api/settings/notifications'],
  },

  'GET /api/invoices': {},
  'POST /api/invoices': {
    body: invoiceBody,
    reads: () => ['/api/invoices', '/api/invoices/next-number'],
  },
  'GET /api/invoices/next-number': {},
  'GET /api/invoices/paged': { query: ['page', 'pageSize', 'q', 'status', 'sort', 'order'] },
  'GET /api/invoices/{id}': { id: (o) => o.invoice.id },
  'PATCH /api/invoices/{id}': {
    id: (o) => o.draft.id,
    body: () => ({ status: 'sent' }),
    reads: (o) => [`/api/invoices/${o.draft.id}`],
  },
  'DELETE /api/invoices/{id}': { id: (o) => o.invoice.id },
  'GET /api/invoices/{id}/line-items': { id: (o) => o.invoice.id },
  'GET /api/invoices/{id}/pdf': { id: (o) => o.invoice.id },
  // The document the invoice view renders (decision 024) and the logo it prints (the owner has none: 404).
  'GET /api/invoices/{id}/document': { id: (o) => o.invoice.id },
  'GET /api/invoices/{id}/document/logo': { id: (o) => o.invoice.id },
  // The lifecycle (issue #11): each valid body goes to an invoice that accepts it — edits to the
  // draft, a void to the sent invoice without payments, payments to the one already paid in part.
  'PUT /api/invoices/{id}': {
    id: (o) => o.draft.id,
    body: invoiceBody,
    reads: (o) => [`/api/invoices/${o.draft.id}`, `/api/invoices/${o.draft.id}/activity`],
  },
  'POST /api/invoices/{id}/send': {
    id: (o) => o.draft.id,
    reads: (o) => [`/api/invoices/${o.draft.id}`, `/api/invoices/${o.draft.id}/activity`, '/api/reminders'],
  },
  'POST /api/invoices/{id}/void': {
    id: (o) => o.invoice.id,
    body: () => ({ reason: 'Issued twice by mistake' }),
    reads: (o) => [
      `/api/invoices/${o.invoice.id}`,
      `/api/invoices/${o.invoice.id}/activity`,
      '/api/credit-notes',
    ],
  },
  // Credit notes (issue #23): a small credit, so the sweeps' many accepted ones stay within the balance.
  'POST /api/invoices/{id}/credit-notes': {
    id: (o) => o.invoice.id,
    body: () => ({
      reason: 'Returned item',
      lineItems: [
        {
          description: 'Returned licence',
          quantity: 1,
          unit: 'pcs',
          rate: '1.00',
          taxRate: 19,
          taxCategory: 'S',
        },
      ],
    }),
    reads: (o) => [
      `/api/invoices/${o.invoice.id}`,
      `/api/invoices/${o.invoice.id}/activity`,
      '/api/credit-notes',
    ],
  },
  'POST /api/invoices/{id}/correct': {
    id: (o) => o.invoice.id,
    body: () => ({ reason: 'Wrong hours' }),
    reads: (o) => [
      `/api/invoices/${o.invoice.id}`,
      '/api/invoices',
      '/api/invoices/next-number',
      '/api/credit-notes',
    ],
  },
  'GET /api/credit-notes': {},
  'GET /api/credit-notes/{id}': { id: (o) => o.creditNote.id },
  'POST /api/invoices/{id}/duplicate': {
    id: (o) => o.invoice.id,
    reads: () => ['/api/invoices', '/api/invoices/next-number'],
  },
  'GET /api/invoices/{id}/payments': { id: (o) => o.partlyPaid.id },
  'POST /api/invoices/{id}/payments': {
    id: (o) => o.partlyPaid.id,
    // A small part of the balance due, so the sweeps' many accepted payments stay within it.
    body: () => ({
      amount: '1.00',
      paidOn: today(),
      method: 'bank_transfer',
      reference: 'TRX-2041',
      note: 'Second instalment',
    }),
    reads: (o) => [
      `/api/invoices/${o.partlyPaid.id}`,
      `/api/invoices/${o.partlyPaid.id}/payments`,
      `/api/invoices/${o.partlyPaid.id}/activity`,
    ],
  },
  'DELETE /api/invoices/{id}/payments/{paymentId}': {
    id: (o) => o.partlyPaid.id,
    paymentId: (o) => o.payment.id,
    reads: (o) => [`/api/invoices/${o.partlyPaid.id}`, `/api/invoices/${o.partlyPaid.id}/payments`],
  },
  'GET /api/invoices/{id}/activity': { id: (o) => o.invoice.id },
  // The private link (issue #12): the owner's routes take the sent invoice; the public ones a token.
  'POST /api/invoices/{id}/share-link': { id: (o) => o.invoice.id },
  'DELETE /api/invoices/{id}/share-link': { id: (o) => o.invoice.id },
  'GET /api/public/invoices/{token}': { public: true },
  'GET /api/public/invoices/{token}/pdf': { public: true },
  'GET /api/public/invoices/{token}/logo': { public: true },
  'GET /api/public/invoices/{token}/credit-notes/{creditNoteNumber}/pdf': { public: true },
  // E-invoices (issue 4/6): the sent invoice's and the credit note's in a format, and readiness.
  'GET /api/invoices/{id}/e-invoice': { id: (o) => o.invoice.id, query: ['format'], search: 'format=cii' },
  'GET /api/invoices/{id}/e-invoice/readiness': { id: (o) => o.invoice.id },
  'GET /api/credit-notes/{id}/e-invoice': {
    id: (o) => o.creditNote.id,
    query: ['format'],
    search: 'format=ubl',
  },
  'GET /api/public/invoices/{token}/e-invoice': { public: true, query: ['format'], search: 'format=cii' },
  // Credit notes (issue #23): the PDF and emailing it again.
  'GET /api/credit-notes/{id}/pdf': { id: (o) => o.creditNote.id },
  'POST /api/credit-notes/{id}/send': { id: (o) => o.creditNote.id },

  'GET /api/recurring-invoices': { query: ['page', 'pageSize'] },
  'POST /api/recurring-invoices': {
    body: (o) => validRecurring(o.client.id, o.template.id),
    reads: () => ['/api/recurring-invoices'],
  },
  'GET /api/recurring-invoices/{id}': { id: (o) => o.recurring.id },
  'PUT /api/recurring-invoices/{id}': {
    id: (o) => o.recurring.id,
    body: (o) => ({ ...validRecurring(o.recurring.clientId, null), frequency: 'quarterly' }),
    reads: (o) => [`/api/recurring-invoices/${o.recurring.id}`],
  },
  'DELETE /api/recurring-invoices/{id}': { id: (o) => o.recurring.id },
  'POST /api/recurring-invoices/{id}/pause': { id: (o) => o.recurring.id },
  'POST /api/recurring-invoices/{id}/resume': { id: (o) => o.recurring.id },

  'GET /api/dashboard/stats': {},
  'GET /api/reports': {},
  'GET /api/reports/invoices': {},

  'GET /api/reminder-flow-templates': {},
  'POST /api/reminder-flow-templates': {
    body: () => validTemplate(),
    reads: () => ['/api/reminder-flow-templates'],
  },
  'GET /api/reminder-flow-templates/{id}': { id: (o) => o.template.id },
  'PUT /api/reminder-flow-templates/{id}': {
    id: (o) => o.template.id,
    body: (o) => validTemplate(`${o.marker} flow`),
    reads: () => ['/api/reminder-flow-templates'],
  },
  'DELETE /api/reminder-flow-templates/{id}': { id: (o) => o.template.id },

  'GET /api/invoices/{id}/reminder-schedule': { id: (o) => o.invoice.id },
  'POST /api/invoices/{id}/reminder-schedule': {
    id: (o) => o.draft.id,
    body: validSchedule,
    reads: (o) => [`/api/invoices/${o.draft.id}/reminder-schedule`],
  },
  'PUT /api/invoices/{id}/reminder-schedule': {
    id: (o) => o.invoice.id,
    body: validSchedule,
    reads: (o) => [`/api/invoices/${o.invoice.id}/reminder-schedule`],
  },
  'DELETE /api/invoices/{id}/reminder-schedule': { id: (o) => o.invoice.id },
  'POST /api/invoices/{id}/reminder': {
    id: (o) => o.invoice.id,
    body: () => ({ reminderType: 'manual' }),
    reads: () => ['/api/reminders'],
  },
  'GET /api/reminders': {},
  // Review the email before it goes (issue #22 item 16).
  'GET /api/invoices/{id}/email-draft': { id: (o) => o.invoice.id, query: ['kind'] },
};

export function splitKey(key: string): { method: Method; path: string } {
  const [method, path] = key.split(' ');
  return { method: method as Method, path };
}

/**
 * The path with its parameters filled in: `{id}`, and `{paymentId}` where the path has one (the same
 * value as `id` unless given, so a bad id stands in both places).
 */
export function urlFor(path: string, id: string | number, paymentId: string | number = id): string {
  return path.replace('{id}', String(id)).replace('{paymentId}', String(paymentId));
}

/** The address of a route's own resources of `o` (its valid ids), or the bare path for a route without; with the query it needs. */
export function ownUrl(path: string, route: RouteCase, o: Owner): string {
  const url = urlFor(path, route.id?.(o) ?? '', route.paymentId?.(o));
  return route.search ? `${url}?${route.search}` : url;
}

/** The address with more query parameters. */
export function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
