import { z } from 'zod';
import { ISO_COUNTRIES } from './countries';
import { CLIENT_E_INVOICE_FORMATS } from './e-invoice';
import { en } from './i18n/errors/en';
import { englishMessage } from './i18n/errors/english';
import { fill } from './i18n/errors/values';
import { DOCUMENT_LANGUAGES, documentLanguageSchema } from './i18n/languages';
import { checkPeppolId } from './peppol-id';
import { SALUTATION_MESSAGE, SALUTATIONS } from './salutation';
import { paymentTermsDaysSchema, vatIdInputSchema } from './settings';
import { TAX_TREATMENTS } from './tax';
import { hasVisibleCharacter, invisibleNameMessage, optionalText } from './text';

export const E_INVOICE_FORMAT_MESSAGE = fill(en.e_invoice_format_invalid, {
  formats: CLIENT_E_INVOICE_FORMATS.slice(0, -1).join(', '),
  last: CLIENT_E_INVOICE_FORMATS.at(-1)!,
});

/** A Peppol ID as typed: normalised (0204:…, capitals, no spaces), or refused naming its scheme's format. */
const peppolIdInputSchema = optionalText('Peppol ID', 100).transform((value, ctx) => {
  if (!value) return null;
  const check = checkPeppolId(value);
  if (check.ok) return check.peppolId;
  ctx.issues.push({
    code: 'custom',
    message: check.message,
    input: value,
    params: { code: check.code, values: check.values },
  });
  return z.NEVER;
});

/** POST and PUT /api/clients body (PRODUCT.md §1: the validation messages). */
export const clientInputSchema = z.object({
  name: z
    .string({ error: en.name_required })
    .trim()
    .min(1, en.name_required)
    .max(200, en.client_name_too_long)
    .refine(hasVisibleCharacter, invisibleNameMessage('Name')),
  email: z
    .string({ error: en.email_invalid })
    .trim()
    .max(254, en.email_too_long)
    .pipe(z.email(en.email_invalid)),
  phone: optionalText('Phone', 50),
  /** The street lines. */
  address: optionalText('Address', 1000),
  /*
   * Issue 3/6's fields. Left out of a POST: no postal code, city or VAT ID, the company's country,
   * the treatment derived (shared/tax.ts deriveTaxTreatment), the company's payment terms. Left out
   * of a PUT: the saved value stays, except the treatment, which is derived again unless given — a
   * treatment the user chose (one derivation would not give) stays while the body leaves out country
   * and VAT ID too, so SPEC's body alone changes nothing (server/features/clients/client-fields.ts).
   */
  postalCode: optionalText('Postal code', 20).optional(),
  city: optionalText('City', 100).optional(),
  /** State, province or county (shared/address-format.ts); left out of a POST: none, of a PUT: kept. */
  region: optionalText('Region', 100).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(ISO_COUNTRIES, { error: en.country_not_listed }))
    .optional(),
  vatId: vatIdInputSchema.optional(),
  taxTreatment: z.enum(TAX_TREATMENTS, { error: en.tax_treatment_invalid }).nullish(),
  /** null: the company's payment terms. */
  paymentTermsDays: paymentTermsDaysSchema.nullish(),
  /*
   * Issue 4/6's fields, kept like the ones above when a PUT leaves them out. Left out of a POST: no
   * buyer reference, `pdf`.
   */
  /** BT-10: the Leitweg-ID of a German public buyer, or the reference the client wants on every invoice. */
  buyerReference: optionalText('Buyer reference', 200).optional(),
  eInvoiceFormat: z.enum(CLIENT_E_INVOICE_FORMATS, { error: E_INVOICE_FORMAT_MESSAGE }).optional(),
  /**
   * Issue 2/7: the Peppol participant id its Peppol invoices are delivered to (BT-49), `scheme:value`
   * such as 0204:04011000-1234512345-06; checked for its scheme's format (shared/peppol-id.ts). Left
   * out of a POST, "" or null: none saved, the one its Leitweg-ID or VAT ID gives is used. Left out of
   * a PUT: kept.
   */
  peppolId: peppolIdInputSchema.optional(),
  /*
   * Issue 5/6. `language`: what its documents, emails and page speak; left out of a POST (or null):
   * its country's, else the company's document language. Left out of a PUT: kept, unless the country
   * changes and the stored language was the old country's own — then the new country's.
   */
  language: documentLanguageSchema.nullish(),
  /** The person the emails greet ("Dear Ms Weber"); without one they open neutrally. */
  contactName: optionalText('Contact name', 200).optional(),
  /**
   * How the emails address the contact (shared/salutation.ts): `ms` ("Sehr geehrte Frau Weber,"),
   * `mr` ("Sehr geehrter Herr Weber,") or `none` (by the full name). Left out of a POST: none, of a
   * PUT: kept.
   */
  salutation: z.enum(SALUTATIONS, { error: SALUTATION_MESSAGE }).optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  /** The readable client code, unique per user: CL-0001, CL-0002, … */
  clientId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  vatId: z.string().nullable(),
  taxTreatment: z.enum(TAX_TREATMENTS),
  /** null: the company's payment terms apply. */
  paymentTermsDays: z.number().int().nullable(),
  /** BT-10 on the client's invoices unless an invoice gives its own. */
  buyerReference: z.string().nullable(),
  /** What the client receives: `pdf` (the PDF, a Factur-X hybrid when it can be one) or the XML of a format beside it. */
  eInvoiceFormat: z.enum(CLIENT_E_INVOICE_FORMATS),
  /** The Peppol participant id saved with the client; null: the one its Leitweg-ID or VAT ID gives (shared/peppol-endpoint.ts). */
  peppolId: z.string().nullable(),
  /** The language the client's invoices, emails and page are written in. */
  language: z.enum(DOCUMENT_LANGUAGES),
  contactName: z.string().nullable(),
  salutation: z.enum(SALUTATIONS),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many invoices (any status) were issued to the client; while any exists it cannot be deleted. */
  invoiceCount: z.number().int(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_ID_MESSAGE = en.client_id_invalid;
export const clientIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: CLIENT_ID_MESSAGE })
    .int(CLIENT_ID_MESSAGE)
    .positive(CLIENT_ID_MESSAGE)
    .max(2_147_483_647, CLIENT_ID_MESSAGE),
});

/** The nth client of a user → "CL-0001". */
export function formatClientCode(n: number): string {
  return `CL-${String(n).padStart(4, '0')}`;
}

/** "1 invoice", "3 invoices". */
export function invoiceCountText(count: number): string {
  return count === 1 ? '1 invoice' : `${count} invoices`;
}

/** Why a client with invoices cannot be deleted: the 409 of DELETE /api/clients/{id} and the dialog. */
export function clientHasInvoicesMessage(count: number): string {
  return englishMessage('client_has_invoices', { count });
}
