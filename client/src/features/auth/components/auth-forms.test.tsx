import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { renderWithProviders } from '../../../../../test/client-render';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

describe('the sign-in, sign-up and password forms', () => {
  it('signs in in English, as SPEC words it', async () => {
    const user = renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('speaks German: signing in, the password toggle, signing up', async () => {
    speak('de');
    const user = renderWithProviders(<LoginForm />);
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('speaks German when signing up', () => {
    speak('de');
    renderWithProviders(<RegisterForm />);
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Nachname')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Mindestens 8 Zeichen, darunter ein Großbuchstabe, ein Kleinbuchstabe und eine Ziffer.',
    );
    expect(screen.getByLabelText('Passwort bestätigen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto erstellen' })).toBeInTheDocument();
  });

  it('speaks German on the account page: changing the password, deleting the account', async () => {
    speak('de');
    const user = renderWithProviders(
      <>
        <ChangePasswordCard />
        <DeleteAccountDialog />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aktuelles Passwort')).toBeInTheDocument();
    expect(screen.getByLabelText('Neues Passwort bestätigen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mein Konto löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sind Sie ganz sicher?' });
    expect(dialog).toHaveTextContent('Dies kann nicht rückgängig gemacht werden.');
    expect(screen.getByRole('button', { name: 'Ja, mein Konto löschen' })).toBeInTheDocument();
  });
});
