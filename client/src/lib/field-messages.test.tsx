import { de } from '@shared/i18n/errors/de';
import { en } from '@shared/i18n/errors/en';
import { fill } from '@shared/i18n/errors/values';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { speak } from '../../../test/client-i18n';
import { renderWithProviders } from '../../../test/client-render';
import { fieldMessage } from './field-messages';

describe("a form's own checks in the user's language", () => {
  it('writes a schema message in German, values filled in as German writes numbers', () => {
    speak('de');
    expect(fieldMessage(en.email_invalid, de)).toBe(de.email_invalid);
    expect(fieldMessage(fill(en.message_too_long, { maximum: 20000 }), de)).toBe(
      de.message_too_long.replace('{maximum, number}', '20.000'),
    );
  });

  it('keeps a text that is none of the catalog’s as it stands', () => {
    expect(fieldMessage('Something only the server says', de)).toBe('Something only the server says');
  });

  it('shows a field’s message in German under the field, once the German catalog is here', async () => {
    speak('de');
    renderWithProviders(
      <FormField label="E-Mail" error={en.email_invalid}>
        {(f) => <Input {...f} />}
      </FormField>,
    );
    expect(await screen.findByText(de.email_invalid)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(de.email_invalid);
  });

  it('leaves English as the schema states it', () => {
    renderWithProviders(
      <FormField label="Email" error={en.email_invalid}>
        {(f) => <Input {...f} />}
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});
