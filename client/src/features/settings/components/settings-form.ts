import { REGISTRATION_SCHEMES } from '@shared/registrations';
import type { CompanySettings, CompanySettingsInput, CompanySettingsValues } from '@shared/settings';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { browserTimeZone } from '@/lib/dates';

export type SettingsForm = UseFormReturn<CompanySettingsInput, unknown, CompanySettingsValues>;

/** SPEC §3 client-side form defaults: EUR, 19 %, INV, 1000, DE; every other field empty. */
export function formDefaults(): CompanySettingsInput {
  return {
    companyName: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    postalCode: '',
    city: '',
    region: '',

    legalName: '',
    legalForm: '',
    shareCapital: '',
    registrations: REGISTRATION_SCHEMES.map((scheme) => ({ scheme, value: '' })),
    taxId: '',
    vatId: '',
    vatScheme: 'standard',
    paymentTermsDays: 30,
    currency: 'EUR',
    taxRate: 19,
    invoicePrefix: 'INV',
    invoiceNumberStart: 1000,
    creditNotePrefix: 'CN',
    paymentInstructions: '',
    country: 'DE',
    documentLanguage: 'de',
    bankName: '',
    accountNumber: '',
    routingNumber: '',
    iban: '',
    swiftCode: '',
    bic: '',
    blz: '',
    sortCode: '',
    paymentLinkUrl: '',
    timeZone: browserTimeZone(),
  };
}

/**
 * Saved settings as form values: empty fields as '', anything missing from the defaults. The
 * identifiers are one entry per scheme in REGISTRATION_SCHEMES' order, so each has a fixed field
 * whatever the country shows (the save keeps only the country's, shared/registrations.ts).
 */
export function toFormValues(saved: CompanySettings): CompanySettingsInput {
  const values: Record<string, unknown> = { ...formDefaults() };
  for (const [key, value] of Object.entries(saved)) {
    if (key in values && value !== null && value !== undefined) values[key] = value;
  }
  values.registrations = REGISTRATION_SCHEMES.map((scheme) => ({
    scheme,
    value: saved.registrations?.find((r) => r.scheme === scheme)?.value ?? '',
  }));
  return values as CompanySettingsInput;
}

/**
 * The form's field for an error's path in a 400: a field of the form as named, an identifier's
 * `registrations.siren` (the server names the scheme) its entry's value; null for any other.
 */
export function formFieldOf(path: string): FieldPath<CompanySettingsInput> | null {
  const [head, scheme] = path.split('.');
  if (head === 'registrations' && scheme) {
    const index = (REGISTRATION_SCHEMES as readonly string[]).indexOf(scheme);
    if (index >= 0) return `registrations.${index}.value`;
    return /^\d+$/.test(scheme) ? (path as FieldPath<CompanySettingsInput>) : null;
  }
  return path in formDefaults() ? (path as FieldPath<CompanySettingsInput>) : null;
}
