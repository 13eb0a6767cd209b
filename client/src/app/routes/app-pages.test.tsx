import { screen, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../test/client-render';
import { AccountPage } from './account';
import { ClientsPage } from './clients';
import { InvoicesPage } from './invoices';
import { RecurringPage } from './recurring';
import { RemindersPage } from './reminders';
import { SettingsPage } from './settings';

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Meyer',
  email: 'ada@example.com',
  timeZone: 'Europe/Berlin',
};

function serve() {
  stubServer(({ url }) => {
    if (url === '/api/auth/user') return json(user);
    if (url === '/api/settings') return json({});
    if (url.startsWith('/api/invoices/paged?')) {
      return json({
        items: [],
        total: 0,
        page: 1,
        pageSize: 50,
        counts: { draft: 0, notYetDue: 0, overdue: 0, paid: 0, void: 0 },
      });
    }
    return undefined;
  });
}

const PAGES: [string, () => React.ReactElement, string, string][] = [
  ['Account', () => <AccountPage />, 'Kontoeinstellungen', 'Ihr Profil und Ihr Konto'],
  ['Clients', () => <ClientsPage />, 'Kunden', 'Verwalten Sie Ihre Kunden und deren Kontaktdaten'],
  [
    'Invoices',
    () => <InvoicesPage />,
    'Rechnungen',
    'Erstellen, versenden und verfolgen Sie Ihre Rechnungen',
  ],
  [
    'Recurring',
    () => <RecurringPage />,
    'Wiederkehrende Rechnungen',
    'Rechnungen, die nach Zeitplan automatisch erstellt werden',
  ],
  [
    'Reminders',
    () => <RemindersPage />,
    'Zahlungserinnerungen',
    'Behalten Sie Zahlungserinnerungen im Blick und verwalten Sie deren Einstellungen',
  ],
  ['Settings', () => <SettingsPage />, 'Einstellungen', 'Verwalten Sie Ihr Konto und Ihre Einstellungen'],
];

describe('the signed-in pages in German', () => {
  it.each(PAGES)('%s: heading and subtitle', (_name, page, heading, subtitle) => {
    speak('de');
    serve();
    renderWithProviders(page());
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(subtitle)).toBeVisible();
  });

  it('Account: its own cards and labels', async () => {
    speak('de');
    serve();
    renderWithProviders(<AccountPage />);
    expect(screen.getByText('Kontodaten')).toBeVisible();
    expect(screen.getByText('Gefahrenbereich')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('ada@example.com'));
    expect(screen.getByLabelText('Vollständiger Name')).toHaveValue('Ada Meyer');
  });

  it('Reminders and Settings: their tabs', () => {
    speak('de');
    serve();
    renderWithProviders(
      <>
        <RemindersPage />
        <SettingsPage />
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Erinnerungsübersicht' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Erinnerungseinstellungen' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Unternehmensdaten' })).toBeVisible();
  });

  it('Clients: its button', () => {
    speak('de');
    serve();
    renderWithProviders(<ClientsPage />);
    expect(screen.getByRole('button', { name: 'Kunden anlegen' })).toBeVisible();
  });
});
