/**
 * Every page in every language (issue 3/7): rendered with an invoice and the stub server's answers, a
 * page shows no message its language's catalogs lack (test/client-render.tsx fails the test then), and
 * no text of its English rendering is left untranslated — a text shown alike in English and in the
 * language must be that language's own translation of some message (Dutch "Dashboard").
 */
import { APP_LANGUAGES, type AppLanguage } from '@shared/i18n/app-language';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { speak } from '../../../../test/client-i18n';
import { invoiceFixture, json, renderWithProviders, stubServer } from '../../../../test/client-render';
import { AccountPage } from './account';
import { ClientsPage } from './clients';
import { DashboardPage } from './dashboard';
import { ForgotPasswordPage } from './forgot-password';
import { InvoicesPage } from './invoices';
import { LandingPage } from './landing';
import { LoginPage } from './login';
import { NotFoundPage } from './not-found';
import { RecurringPage } from './recurring';
import { RegisterPage } from './register';
import { RemindersPage } from './reminders';
import { ReportsPage } from './reports';
import { ResetPasswordPage } from './reset-password';
import { SettingsPage } from './settings';

const PAGES: [string, () => React.ReactElement][] = [
  ['landing', () => <LandingPage />],
  ['login', () => <LoginPage />],
  ['register', () => <RegisterPage />],
  ['forgot password', () => <ForgotPasswordPage />],
  ['reset password', () => <ResetPasswordPage />],
  ['not found', () => <NotFoundPage />],
  ['dashboard', () => <DashboardPage />],
  ['invoices', () => <InvoicesPage />],
  ['recurring', () => <RecurringPage />],
  ['clients', () => <ClientsPage />],
  ['reminders', () => <RemindersPage />],
  ['reports', () => <ReportsPage />],
  ['settings', () => <SettingsPage />],
  ['account', () => <AccountPage />],
];

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Meyer',
  email: 'ada@example.com',
  timeZone: 'Europe/Berlin',
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const figures = {
  currency: 'EUR',
  totalRevenue: '0.00',
  pendingInvoices: 1,
  pendingAmount: '119.00',
  overdueInvoices: 0,
  overdueAmount: '0.00',
  draftInvoices: 2,
  draftAmount: '10.00',
  monthlyRevenue: '0.00',
  previousMonthRevenue: '0.00',
  revenueChange: 12,
};

/** A monthly profile billing Initech, as GET /api/recurring-invoices lists it. */
const profile = {
  id: 5,
  clientId: 3,
  currency: 'EUR',
  notes: null,
  projectDescription: 'Retainer',
  lineItems: [
    { description: 'Retainer', quantity: 1, unit: null, rate: '100.00', taxRate: null, taxCategory: null },
  ],
  sendReminders: true,
  reminderFlowTemplateId: null,
  paymentTermsDays: 30,
  servicePeriod: 'issue_date',
  taxExemptionReason: null,
  frequency: 'monthly',
  interval: 1,
  startDate: '2026-10-31',
  endDate: null,
  occurrences: 4,
  sendMode: 'send',
  attachEInvoice: true,
  backfill: false,
  status: 'active',
  nextIssueDate: '2027-01-31',
  upcoming: ['2027-01-31'],
  invoiceCount: 2,
} satisfies RecurringInvoice;

function serve() {
  const invoice = invoiceFixture();
  stubServer(({ url }) => {
    if (url.startsWith('/api/recurring-invoices?'))
      return json({ items: [profile], total: 1, page: 1, pageSize: 50 });
    if (url === '/api/auth/user') return json(user);
    if (url === '/api/settings') return json({});
    if (url === '/api/dashboard/stats')
      return json({ ...figures, monthlyInvoiceCount: 1, byCurrency: [figures] });
    if (url.startsWith('/api/invoices/paged?')) {
      return json({
        items: [invoice],
        total: 1,
        page: 1,
        pageSize: 50,
        counts: { draft: 0, notYetDue: 1, overdue: 0, paid: 0, void: 0 },
      });
    }
    if (url.startsWith('/api/invoices')) return json([invoice]);
    return undefined;
  });
}

/** What a person reads on the screen: its texts, and the names and hints of its controls. */
function shownTexts(): Set<string> {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.add(value);
    }
  }
  return texts;
}

/**
 * Words, not figures, names or codes: a variable a user types as it is (`{amount}`), a web or email
 * address (as scripts/check-messages.ts counts them).
 */
const isWords = (text: string) =>
  /\p{Ll}{2,}|\p{Lu}\p{Ll}/u.test(
    text
      .replace(/Duely|Ada Meyer|Initech|Consulting/g, '')
      .replace(/\{\w+\}|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ''),
  );

/** Every translation in a language's catalogs, as it reads. */
function translations(language: AppLanguage): Set<string> {
  const messages = (i18n as unknown as { _messages: Record<string, Record<string, unknown>> })._messages[
    language
  ];
  return new Set(
    Object.values(messages ?? {}).map((m) =>
      (Array.isArray(m) ? m : [m]).map((part) => (typeof part === 'string' ? part : '')).join(''),
    ),
  );
}

async function render(language: AppLanguage, page: () => React.ReactElement): Promise<Set<string>> {
  speak(language);
  serve();
  renderWithProviders(page());
  // The page has drawn its data or its refusal: no skeleton and no busy region left.
  await waitFor(() => {
    expect(document.querySelector('[data-slot="skeleton"], [aria-busy="true"]')).toBeNull();
    expect(screen.queryAllByText(/./).length).toBeGreaterThan(0);
  });
  const texts = shownTexts();
  cleanup();
  return texts;
}

// Six renderings a page; Settings alone (its time zone list of some 400 choices) takes seconds each.
describe('every page in every language', { timeout: 60_000 }, () => {
  const languages = APP_LANGUAGES.filter((language) => language !== 'en');
  it.each(PAGES)('%s: no message missing, nothing left in English', async (_name, page) => {
    const english = await render('en', page);
    for (const language of languages) {
      const shown = await render(language, page);
      const own = translations(language);
      const leftover = [...shown].filter((text) => english.has(text) && isWords(text) && !own.has(text));
      expect(leftover, `${language}: shown in English`).toEqual([]);
    }
  });
});
