import type { CompanySettings, CompanySettingsInput, CompanySettingsValues } from '@shared/settings';
import type { UseFormReturn } from 'react-hook-form';
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

/** Saved settings as form values: empty fields as '', anything missing from the defaults. */
export function toFormValues(saved: CompanySettings): CompanySettingsInput {
  const values: Record<string, unknown> = { ...formDefaults() };
  for (const [key, value] of Object.entries(saved)) {
    if (key in values && value !== null && value !== undefined) values[key] = value;
  }
  return values as CompanySettingsInput;
}
