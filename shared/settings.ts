import { z } from 'zod';
import {
  BIC_PATTERN,
  bankFieldsFor,
  COUNTRIES,
  compactCode,
  IBAN_PATTERN,
  isRoutingNumber,
  normalizeBankDetails,
} from './bank-fields';
import { companyLogoSchema } from './company-logo';
import { CURRENCIES } from './currency';
import { DOCUMENT_LANGUAGES, documentLanguageSchema } from './i18n/languages';
import { paymentLinkUrlSchema } from './pay-link';
import { VAT_SCHEMES } from './tax';
import { hasVisibleCharacter, invisibleNameMessage, optionalText } from './text';
import { timeZoneSchema } from './time-zone';

const optionalEmail = optionalText('Email', 254).pipe(
  z.email('Please enter a valid email address').nullable(),
);

/** "example.com" is taken as "https://example.com". */
const optionalWebsite = optionalText('Website', 300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? `https://${v}` : v))
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        hostname: /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i,
        error: 'Please enter a valid website address, e.g. https://example.com',
      })
      .nullable(),
  );

/** A number typed into a form or sent as JSON: numbers and numeric strings both work. */
const numeric = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v))
    .pipe(z.number({ error: message }));

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const taxRateSchema = numeric('Tax rate must be a number').pipe(
  z
    .number()
    .min(0, 'Tax rate must be between 0 and 100')
    .max(100, 'Tax rate must be between 0 and 100')
    .refine(hasAtMostTwoDecimals, 'Tax rate can have at most 2 decimal places'),
);

const TERMS_MESSAGE = 'Payment terms must be a whole number of days from 0 to 365';
/** Days from an invoice's issue date to its due date (Settings, and a client's own). */
export const paymentTermsDaysSchema = numeric(TERMS_MESSAGE).pipe(
  z.number().int(TERMS_MESSAGE).min(0, TERMS_MESSAGE).max(365, TERMS_MESSAGE),
);

/**
 * A VAT identification number as typed: spaces, dots and dashes dropped, letters upper-cased
 * ("de 123 456 789" → "DE123456789"). Its country's format and checksum are checked by the server
 * (server/lib/vat-id.ts, stdnum), which this package cannot import.
 */
export const vatIdInputSchema = optionalText('VAT ID', 30).transform((v) =>
  v ? v.replace(/[\s.-]/g, '').toUpperCase() : null,
);

const START_MESSAGE = 'Invoice number start must be a whole number from 1 to 999999999';
const invoiceNumberStartSchema = numeric(START_MESSAGE).pipe(
  z.number().int(START_MESSAGE).min(1, START_MESSAGE).max(999_999_999, START_MESSAGE),
);

const companySettingsFields = z.object({
  companyName: optionalText('Company name', 200).refine(
    (v) => v == null || hasVisibleCharacter(v),
    invisibleNameMessage('Company name'),
  ),
  email: optionalEmail,
  phone: optionalText('Phone', 50),
  website: optionalWebsite,
  /** The street lines. */
  address: optionalText('Address', 1000),
  /** Left out: the saved value stays (as for the other fields added after SPEC's). */
  postalCode: optionalText('Postal code', 20).optional(),
  city: optionalText('City', 100).optional(),
  /** State, province or county (shared/address-format.ts); left out: the saved value stays. */
  region: optionalText('Region', 100).optional(),
  /** The tax number (Steuernummer, EIN). */
  taxId: optionalText('Tax number', 50),
  vatId: vatIdInputSchema.optional(),
  vatScheme: z.enum(VAT_SCHEMES, { error: 'VAT scheme must be standard or small_business' }).optional(),
  paymentTermsDays: paymentTermsDaysSchema.optional(),
  currency: z.enum(CURRENCIES, { error: 'Please choose a currency from the list' }),
  taxRate: taxRateSchema,
  invoicePrefix: z
    .string({ error: 'Invoice prefix is required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'Invoice prefix must be 1 to 20 letters, numbers or dashes'),
  invoiceNumberStart: invoiceNumberStartSchema,
  /** Credit notes are numbered `{creditNotePrefix}-{n}` (decision 024); left out, the saved one stays. */
  creditNotePrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'Credit note prefix must be 1 to 20 letters, numbers or dashes')
    .optional(),
  paymentInstructions: optionalText('Payment instructions', 2000),
  country: z.enum(COUNTRIES, { error: 'Please choose a country from the list' }),
  /**
   * Issue 5/6: the language of a new client whose country names none of ours. Left out: the saved one
   * stays (the country's language, else English, until one is chosen).
   */
  documentLanguage: documentLanguageSchema.optional(),
  bankName: optionalText('Bank name', 200),
  accountNumber: optionalText('Account number', 34),
  routingNumber: optionalText('Routing number', 20),
  iban: optionalText('IBAN', 50),
  swiftCode: optionalText('SWIFT code', 20),
  bic: optionalText('BIC/SWIFT code', 20),
  blz: optionalText('BLZ', 20),
  sortCode: optionalText('Sort code', 20),
  /** The Pay button's address (shared/pay-link.ts). Left as it is when omitted; null or "" clears it. */
  paymentLinkUrl: paymentLinkUrlSchema.optional(),
  /** IANA zone; payment reminders go out at 09:00 there. Left as it is when omitted. */
  timeZone: timeZoneSchema.optional(),
});

type Fields = z.output<typeof companySettingsFields>;
type Issue = { path: keyof Fields; message: string };

/** Format checks for the bank fields the chosen country shows; hidden ones are not checked (they are cleared). */
export function bankFieldIssues(v: Fields): Issue[] {
  const show = bankFieldsFor(v.country);
  const issues: Issue[] = [];
  const check = (visible: boolean, path: keyof Fields, ok: (code: string) => boolean, message: string) => {
    const value = v[path];
    if (visible && typeof value === 'string' && !ok(compactCode(value))) issues.push({ path, message });
  };
  check(
    true,
    'accountNumber',
    (c) => /^[A-Z0-9]{1,34}$/.test(c),
    'Account number may contain only letters, numbers, spaces and dashes',
  );
  check(show.routingNumber, 'routingNumber', isRoutingNumber, 'Please enter a valid 9-digit routing number');
  check(show.blz, 'blz', (c) => /^\d{8}$/.test(c), 'BLZ must be 8 digits');
  check(show.sortCode, 'sortCode', (c) => /^\d{6}$/.test(c), 'Sort code must be 6 digits, e.g. 12-34-56');
  check(show.iban, 'iban', (c) => IBAN_PATTERN.test(c), 'Please enter a valid IBAN');
  check(
    show.bic,
    'bic',
    (c) => BIC_PATTERN.test(c),
    'Please enter a valid BIC/SWIFT code (8 or 11 characters)',
  );
  check(
    show.swiftCode,
    'swiftCode',
    (c) => BIC_PATTERN.test(c),
    'Please enter a valid SWIFT code (8 or 11 characters)',
  );
  return issues;
}

/** PUT /api/settings body. The output holds only the bank fields of the chosen country (see normalizeBankDetails). */
export const companySettingsInputSchema = companySettingsFields
  .superRefine((v, ctx) => {
    for (const issue of bankFieldIssues(v)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
  })
  .transform((v) => ({ ...v, ...normalizeBankDetails(v.country, v) }));
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;
export type CompanySettingsValues = z.output<typeof companySettingsInputSchema>;

/** GET /api/settings answer (and PUT's). */
export const companySettingsSchema = z.object({
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** State, province or county where the country's addresses carry one. */
  region: z.string().nullable(),
  taxId: z.string().nullable(),
  vatId: z.string().nullable(),
  vatScheme: z.enum(VAT_SCHEMES),
  paymentTermsDays: z.number().int(),
  currency: z.string(),
  taxRate: z.number(),
  invoicePrefix: z.string(),
  invoiceNumberStart: z.number().int(),
  creditNotePrefix: z.string(),
  paymentInstructions: z.string().nullable(),
  country: z.string(),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  iban: z.string().nullable(),
  swiftCode: z.string().nullable(),
  bic: z.string().nullable(),
  blz: z.string().nullable(),
  sortCode: z.string().nullable(),
  paymentLinkUrl: z.string().nullable(),
  timeZone: z.string(),
  /** The company logo's description (its bytes at GET /api/settings/logo), or null when none is uploaded. */
  logo: companyLogoSchema.nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** GET and PUT /api/settings/notifications. */
export const notificationPreferencesSchema = z.object({
  emailReminders: z.boolean({ error: 'Email reminders must be on or off' }),
  paymentNotifications: z.boolean({ error: 'Payment notifications must be on or off' }),
  overdueAlerts: z.boolean({ error: 'Overdue alerts must be on or off' }),
  weeklyReports: z.boolean({ error: 'Weekly reports must be on or off' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
