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
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { DOCUMENT_LANGUAGES, documentLanguageSchema } from './i18n/languages';
import { paymentLinkUrlSchema } from './pay-link';
import {
  legalFieldsFor,
  normalizeRegistrations,
  registrationInputSchema,
  registrationSchema,
  repeatedSchemes,
} from './registrations';
import { VAT_SCHEMES } from './tax';
import { hasVisibleCharacter, invisibleNameMessage, optionalText } from './text';
import { timeZoneSchema } from './time-zone';

const optionalEmail = optionalText('Email', 254).pipe(z.email(en.email_invalid).nullable());

/** "example.com" is taken as "https://example.com". */
const optionalWebsite = optionalText('Website', 300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? `https://${v}` : v))
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        hostname: /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i,
        error: en.website_invalid,
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

export const taxRateSchema = numeric(en.tax_rate_not_number).pipe(
  z
    .number()
    .min(0, en.tax_rate_out_of_range)
    .max(100, en.tax_rate_out_of_range)
    .refine(hasAtMostTwoDecimals, en.tax_rate_too_precise),
);

const TERMS_MESSAGE = en.payment_terms_invalid;
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

const CAPITAL_MESSAGE = en.share_capital_invalid;

/**
 * The share capital, in the company currency: a number or a decimal string ("10000", "10000.5"), as
 * "10000.00" (numeric(14,2): up to 12 digits before the point); empty or null clears it.
 */
const shareCapitalSchema = z
  .union([z.number(), z.string().trim()], { error: CAPITAL_MESSAGE })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typeof v === 'number' ? String(v) : v);
    if (!match) ctx.addIssue({ code: 'custom', message: CAPITAL_MESSAGE });
    else {
      const units = match[1].replace(/^0+(?=\d)/, '');
      if (units.length <= 12) return `${units}.${(match[2] ?? '').padEnd(2, '0')}`;
      ctx.addIssue({ code: 'custom', message: en.share_capital_too_large });
    }
    return z.NEVER;
  });

/** Identifiers a company may list; each scheme once (shared/registrations.ts), with room for a repeat to be refused by name. */
const MAX_REGISTRATIONS = 30;

const START_MESSAGE = en.invoice_number_start_invalid;
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

  /**
   * The registered name: a company's as in its register, a sole trader's full name (§ 14 (4) No. 1
   * UStG; France: "nom et prénom" of an EI, art. 242 nonies A annexe II CGI). Printed beside the
   * company name where they differ. Left out: the saved one stays (as for every Legal details field).
   */
  legalName: optionalText('Legal name', 200).optional(),
  /** EI, EURL, SARL, SAS, GmbH, UG … (issue 3/7). */
  legalForm: optionalText('Legal form', 100).optional(),
  /** In the company currency; kept only where the country's companies print it (shared/registrations.ts). */
  shareCapital: shareCapitalSchema.optional(),
  /** The company's identifiers (shared/registrations.ts): each scheme once, checked by the server. */
  registrations: z
    .array(registrationInputSchema, { error: en.registrations_not_list })
    .max(MAX_REGISTRATIONS, fill(en.registrations_too_many, { limit: MAX_REGISTRATIONS }))
    .optional(),
  /** The tax number (Steuernummer, EIN). */
  taxId: optionalText('Tax number', 50),
  vatId: vatIdInputSchema.optional(),
  vatScheme: z.enum(VAT_SCHEMES, { error: en.vat_scheme_invalid }).optional(),
  paymentTermsDays: paymentTermsDaysSchema.optional(),
  currency: z.enum(CURRENCIES, { error: en.currency_not_in_list }),
  taxRate: taxRateSchema,
  invoicePrefix: z
    .string({ error: en.invoice_prefix_required })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, en.invoice_prefix_invalid),
  invoiceNumberStart: invoiceNumberStartSchema,
  /** Credit notes are numbered `{creditNotePrefix}-{n}` (decision 024); left out, the saved one stays. */
  creditNotePrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, en.credit_note_prefix_invalid)
    .optional(),
  paymentInstructions: optionalText('Payment instructions', 2000),
  country: z.enum(COUNTRIES, { error: en.country_not_listed }),
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
  check(true, 'accountNumber', (c) => /^[A-Z0-9]{1,34}$/.test(c), en.account_number_invalid);
  check(show.routingNumber, 'routingNumber', isRoutingNumber, en.routing_number_invalid);
  check(show.blz, 'blz', (c) => /^\d{8}$/.test(c), en.blz_invalid);
  check(show.sortCode, 'sortCode', (c) => /^\d{6}$/.test(c), en.sort_code_invalid);
  check(show.iban, 'iban', (c) => IBAN_PATTERN.test(c), en.iban_invalid);
  check(show.bic, 'bic', (c) => BIC_PATTERN.test(c), en.bic_invalid);
  check(show.swiftCode, 'swiftCode', (c) => BIC_PATTERN.test(c), en.swift_code_invalid);
  return issues;
}

/**
 * The Legal details a company in `country` keeps: its country's identifiers (normalizeRegistrations)
 * and the share capital where its country prints one; a field left out stays left out.
 */
function normalizeLegalDetails(country: string, v: Pick<Fields, 'registrations' | 'shareCapital'>) {
  return {
    ...(v.registrations ? { registrations: normalizeRegistrations(country, v.registrations) } : {}),
    ...(v.shareCapital !== undefined
      ? { shareCapital: legalFieldsFor(country).shareCapital ? v.shareCapital : null }
      : {}),
  };
}

/**
 * PUT /api/settings body. The output holds only the bank fields of the chosen country (see
 * normalizeBankDetails), and only its identifiers and share capital (normalizeLegalDetails).
 */
export const companySettingsInputSchema = companySettingsFields
  .superRefine((v, ctx) => {
    for (const issue of bankFieldIssues(v)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
    for (const scheme of repeatedSchemes(v.registrations ?? []))
      ctx.addIssue({
        code: 'custom',
        path: ['registrations', scheme],
        message: fill(en.registration_repeated, { scheme }),
        params: { code: 'registration_repeated', values: { scheme } },
      });
  })
  .transform((v) => ({
    ...v,
    ...normalizeBankDetails(v.country, v),
    ...normalizeLegalDetails(v.country, v),
  }));
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

  legalName: z.string().nullable(),
  legalForm: z.string().nullable(),
  /** In the company currency, "10000.00". */
  shareCapital: z.string().nullable(),
  registrations: z.array(registrationSchema),
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
  emailReminders: z.boolean({ error: en.email_reminders_invalid }),
  paymentNotifications: z.boolean({ error: en.payment_notifications_invalid }),
  overdueAlerts: z.boolean({ error: en.overdue_alerts_invalid }),
  weeklyReports: z.boolean({ error: en.weekly_reports_invalid }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
