import { en } from './i18n/errors/en';
import { optionalText } from './text';

/** The placeholders an "Online payment link" may carry; each is filled in URL-encoded. */
export const PAYMENT_LINK_PLACEHOLDERS = ['invoiceNumber', 'amount', 'balanceDue', 'currency'] as const;

export const PAYMENT_LINK_MESSAGE = en.payment_link_invalid;

/** Settings → Company Information → "Online payment link": https only, up to 500 characters, null when empty. */
export const paymentLinkUrlSchema = optionalText('Online payment link', 500).refine(
  (v) => v === null || isHttpsTemplate(v),
  PAYMENT_LINK_MESSAGE,
);

/** An https URL once its placeholders are filled with sample values (so `{amount}` in a path is fine). */
function isHttpsTemplate(template: string): boolean {
  if (/\s/.test(template)) return false;
  try {
    const url = new URL(
      fill(template, { invoiceNumber: 'INV-1', amount: '1.00', balanceDue: '1.00', currency: 'EUR' }),
    );
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export interface PaymentLinkValues {
  invoiceNumber: string;
  /** The invoice total as a plain decimal ("120.00"). */
  amount: string;
  /** What is still owed as a plain decimal ("70.00"). */
  balanceDue: string;
  currency: string;
}

function fill(template: string, values: PaymentLinkValues): string {
  return template.replace(
    /\{(invoiceNumber|amount|balanceDue|currency)\}/g,
    (_, key: keyof PaymentLinkValues) => encodeURIComponent(values[key]),
  );
}

/**
 * The Pay button's address for one invoice: the company's link with its placeholders filled in, or
 * null when the company has none (or, defensively, when the stored value is not https).
 */
export function paymentLinkFor(
  template: string | null | undefined,
  values: PaymentLinkValues,
): string | null {
  const t = template?.trim();
  if (!t || !isHttpsTemplate(t)) return null;
  return fill(t, values);
}
