import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { renderWithProviders, stubServer } from '../../../../test/client-render';
import { ForgotPasswordPage } from './forgot-password';
import { LoginPage } from './login';
import { RegisterPage } from './register';
import { ResetPasswordPage } from './reset-password';

describe('the sign-in pages', () => {
  it('speak English as SPEC writes them', () => {
    stubServer(() => undefined);
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(screen.getByText(/Don't have an account\?/)).toHaveTextContent("Don't have an account? Sign up");
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('speak German: sign in, its link inside the sentence', () => {
    speak('de');
    stubServer(() => undefined);
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    expect(screen.getByText('Melden Sie sich bei Ihrem Konto an')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
  });

  it('speak German: sign up', () => {
    speak('de');
    stubServer(() => undefined);
    renderWithProviders(<RegisterPage />);
    expect(screen.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
    expect(screen.getByText(/Bereits registriert\?/)).toHaveTextContent('Bereits registriert? Anmelden');
  });

  it('speak French: forgotten and new password', () => {
    speak('fr');
    stubServer(() => undefined);
    renderWithProviders(
      <>
        <ForgotPasswordPage />
        <ResetPasswordPage />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
  });
});
