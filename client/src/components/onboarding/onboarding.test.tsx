import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../test/client-render';
import { OnboardingEmptyState } from './onboarding-empty-state';
import { OnboardingSteps } from './onboarding-steps';
import { RemindersOnHoldNotice } from './reminders-on-hold-notice';

describe("onboarding in the user's language", { timeout: 30_000 }, () => {
  it('counts the steps done, names each with its link, and gives the tip', () => {
    speak('de');
    renderWithProviders(
      <OnboardingSteps progress={{ company: true, clients: false, invoices: false, reminders: false }} />,
    );
    const card = screen.getByTestId('onboarding-dashboard');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Willkommen bei Duely! Sorgen wir dafür, dass Sie bezahlt werden.',
    );
    expect(card).toHaveTextContent('4 Schritte zu Ihrer ersten Rechnung – 1 von 4 erledigt.');
    const company = screen.getByTestId('onboarding-step-company');
    expect(within(company).getByRole('heading')).toHaveTextContent(
      'Schritt 1: Richten Sie Ihr Unternehmen ein (erledigt)',
    );
    expect(within(company).getByRole('link', { name: 'Unternehmensdaten prüfen' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(
      within(screen.getByTestId('onboarding-step-clients')).getByRole('link', { name: 'Kunden anlegen' }),
    ).toHaveAttribute('href', '/clients?new=1');
    expect(within(card).getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/settings');
    expect(within(card).getByRole('link', { name: 'Zahlungserinnerungen' })).toHaveAttribute(
      'href',
      '/reminders',
    );
  });

  it('agrees the count of steps done in French', () => {
    speak('fr');
    renderWithProviders(
      <OnboardingSteps progress={{ company: true, clients: true, invoices: false, reminders: false }} />,
    );
    expect(screen.getByTestId('onboarding-dashboard')).toHaveTextContent(
      '4 étapes jusqu’à votre première facture — 2 terminées sur 4.',
    );
  });

  it("shows a page's first-run empty state with its call to action", () => {
    speak('it');
    renderWithProviders(<OnboardingEmptyState variant="recurring" />);
    const state = screen.getByTestId('onboarding-recurring');
    expect(within(state).getByRole('heading')).toHaveTextContent('Ancora nessuna fattura ricorrente');
    expect(within(state).getByRole('link', { name: 'Crea fattura ricorrente' })).toHaveAttribute(
      'href',
      '/recurring',
    );
  });

  it('says the reminders wait for the company name and email', async () => {
    speak('nl');
    stubServer(({ url }) =>
      url === '/api/settings' ? json({ companyName: '', email: '', country: 'NL' }) : undefined,
    );
    renderWithProviders(<RemindersOnHoldNotice />);
    const notice = await screen.findByTestId('reminders-on-hold');
    expect(notice).toHaveTextContent(
      'Herinneringen staan in de wacht totdat u de bedrijfsnaam en het e-mailadres invult bij Instellingen',
    );
    expect(within(notice).getByRole('link', { name: 'Instellingen openen' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
