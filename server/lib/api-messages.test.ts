import { describe, expect, it } from 'vitest';
import { type ErrorCode, en } from '../../shared/i18n/errors/en';
import { fill } from '../../shared/i18n/errors/values';
import { apiMessage, codeOfEnglish } from './api-messages';

describe('the API messages on the server', () => {
  it('find the code of every English text a schema can state, and read its values back', () => {
    for (const code of Object.keys(en) as ErrorCode[]) {
      const text = en[code];
      // Plurals and selects are never stated by a schema in English words; they are rendered from codes.
      if (/\{\w+, (plural|select)/.test(text)) continue;
      const values = Object.fromEntries(
        [...text.matchAll(/\{(\w+)(, number)?\}/g)].map(([, name]) => [name, 7]),
      );
      expect(codeOfEnglish(fill(text, values))?.code, text).toBe(code);
    }
    expect(codeOfEnglish('Phone must be at most 50 characters')).toEqual({
      code: 'field_at_most_characters',
      values: { field: 'Phone', limit: '50' },
    });
    expect(codeOfEnglish('Quantity must be at most 1,000,000')).toEqual({
      code: 'quantity_too_large',
      values: { maximum: 1_000_000 },
    });
    expect(codeOfEnglish('Something no schema says')).toBeUndefined();
  });

  it('write money, dates and countries as each language does, English as before', () => {
    const balance = { balance: { money: '1234.5', currency: 'EUR' } };
    expect(apiMessage('en', 'payment_over_balance', balance)).toBe(
      'The payment is more than the balance due of €1,234.50',
    );
    expect(apiMessage('de', 'payment_over_balance', balance)).toBe(
      'Die Zahlung übersteigt den offenen Betrag von 1.234,50\u00a0€',
    );
    expect(apiMessage('en', 'invoice_not_overdue_yet', { dueDate: { date: '2026-03-05' } })).toContain(
      '(March 5, 2026)',
    );
    expect(apiMessage('fr', 'invoice_not_overdue_yet', { dueDate: { date: '2026-03-05' } })).toContain(
      '(5 mars 2026)',
    );
    const polish = { vatId: 'PL123', country: { country: 'PL', adjective: 'Polish' } };
    expect(apiMessage('en', 'vat_id_invalid', polish)).toBe('VAT ID PL123 is not a valid Polish VAT ID');
    expect(apiMessage('de', 'vat_id_invalid', polish)).toBe(
      'Die USt-IdNr. PL123 ist keine gültige USt-IdNr. (Polen)',
    );
  });

  it('fill a message with another one in the same language', () => {
    const limit = { limit: { message: 'mail_limit_per_day' as const, values: { limit: 100 } } };
    expect(apiMessage('en', 'email_limit_reached', limit)).toBe(
      "No email was sent: the account's limit of 100 emails a day was reached. Try again later.",
    );
    expect(apiMessage('nl', 'email_limit_reached', limit)).toBe(
      'Er is geen e-mail verstuurd: de limiet van uw account van 100 e-mails per dag is bereikt. Probeer het later opnieuw.',
    );
  });

  it('answers a message whose values are missing in English rather than failing', () => {
    expect(apiMessage('de', 'email_limit_reached')).toBe(en.email_limit_reached);
  });
});
