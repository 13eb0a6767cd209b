import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUser } from '@/api/get-user';
import { speak } from '../../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { GuidedTour } from './guided-tour';
import { RestartTourCard } from './restart-tour-card';

/** The tour as the dashboard shows it: once the signed-in user is known. */
function SignedInTour() {
  const { user } = useUser();
  return user ? <GuidedTour /> : null;
}

function signedIn(id: string) {
  localStorage.clear();
  stubServer(({ url }) =>
    url === '/api/auth/user' ? json({ id, email: 'anna@example.com', firstName: 'Anna' }) : undefined,
  );
}

describe('the guided tour', () => {
  it('walks through its three steps in English, as SPEC words them', async () => {
    signedIn('u-en');
    const user = renderWithProviders(<SignedInTour />);
    const tour = await screen.findByTestId('guided-tour');
    expect(tour).toHaveTextContent('Step 1 of 3');
    expect(within(tour).getByRole('heading', { name: 'Create Your First Invoice' })).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(tour).toHaveTextContent('Step 3 of 3');
    expect(within(tour).getByRole('button', { name: 'Get Started!' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    speak('de');
    signedIn('u-de');
    const user = renderWithProviders(<SignedInTour />);
    const tour = await screen.findByTestId('guided-tour');
    expect(tour).toHaveTextContent('Schritt 1 von 3');
    expect(
      within(tour).getByRole('heading', { name: 'Erstellen Sie Ihre erste Rechnung' }),
    ).toBeInTheDocument();
    expect(tour).toHaveTextContent('Hier geht es los: Kunden wählen, Positionen hinzufügen');
    expect(within(tour).getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(within(tour).getByRole('button', { name: 'Tour überspringen' })).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Weiter' }));
    expect(tour).toHaveTextContent('Schritt 2 von 3');
    expect(
      within(tour).getByRole('heading', { name: 'Behalten Sie Ihre Zahlen im Blick' }),
    ).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Weiter' }));
    expect(within(tour).getByRole('button', { name: 'Los geht’s!' })).toBeInTheDocument();
  });

  it('offers the tour again on the Account page, in German', () => {
    speak('de');
    signedIn('u-de');
    renderWithProviders(<RestartTourCard />);
    expect(screen.getByText('Geführte Tour')).toBeInTheDocument();
    expect(screen.getByText('Die kurze Tour durch die Übersicht noch einmal ansehen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tour neu starten' })).toBeInTheDocument();
  });
});
