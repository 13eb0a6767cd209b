import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../test/client-render';
import { AppShell } from './app-shell';

const USER = {
  id: 'u1',
  email: 'anna@weber.example',
  firstName: 'Anna',
  lastName: 'Weber',
  profileImageUrl: null,
  timeZone: 'Europe/Berlin',
  language: 'de',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the app shell', { timeout: 30_000 }, () => {
  it("names the sidebar's pages, the skip link and the account menu in the user's language", async () => {
    speak('de');
    stubServer(({ url }) => (url === '/api/auth/user' ? json(USER) : undefined));
    const user = renderWithProviders(<AppShell />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Übersicht', '/'],
      ['Rechnungen', '/invoices'],
      ['Serienrechnungen', '/recurring'],
      ['Kunden', '/clients'],
      ['Zahlungserinnerungen', '/reminders'],
      ['Berichte', '/reports'],
      ['Einstellungen', '/settings'],
    ]);
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Anna Weber/ }));
    expect(await screen.findByRole('menuitem', { name: 'Kontoeinstellungen' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByText('Mein Konto')).toBeInTheDocument();
  });

  it('keeps the English names in English', () => {
    stubServer(() => undefined);
    renderWithProviders(<AppShell />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Invoices',
      'Recurring',
      'Clients',
      'Reminders',
      'Reports',
      'Settings',
    ]);
  });
});
