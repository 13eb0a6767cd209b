/**
 * The one `Document` (shared/document.ts) as the API answers it: GET /api/invoices/{id}/document,
 * what the owner's invoice view renders, so the screen shows the value the PDF prints (decision 024).
 * The logo's bytes stay on the server; `logoUrl` says where the logo this document prints is.
 */
import { z } from 'zod';
import type { Document } from './document';
import { DOCUMENT_LANGUAGES } from './i18n/languages';
import { TAX_CATEGORIES } from './money';
import { registrationSchema } from './registrations';
import { taxBreakdownRowSchema } from './tax';

const swissQrBillSchema = z.object({
  currency: z.literal('CHF'),
  amount: z.number(),
  creditor: z.object({
    account: z.string(),
    name: z.string(),
    address: z.string(),
    buildingNumber: z.string().optional(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  reference: z.string().optional(),
  message: z.string(),
});

/** A printed line, as the owner's document and the client's page answer it. */
export const documentLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  rate: z.string(),
  amount: z.string(),
  /** "19.00" */
  taxRate: z.string(),
  taxCategory: z.enum(TAX_CATEGORIES),
});

/** The date of supply, or the period of service; null on a credit note whose invoice names none. */
export const serviceSchema = z
  .union([z.object({ date: z.string() }), z.object({ start: z.string(), end: z.string() })])
  .nullable();

/** A party's address in its parts (shared/document.ts PostalAddress). */
const postalAddressSchema = z.object({
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** State, province or county (BT-39, BT-54); absent: none. */
  region: z.string().nullable().optional(),
  country: z.string(),
});

/** A credit note as an invoice lists it (shared/document.ts DocumentCreditNoteRef). */
export const documentCreditNoteSchema = z.object({
  number: z.string(),
  issueDate: z.string(),
  total: z.string(),
  reason: z.string(),
  cancels: z.boolean().optional(),
});

/** The document without its logo's bytes; `satisfies` keeps it the same shape as the type. */
const documentKindSchema = z.enum(['invoice', 'credit_note']);

export const documentSchema = z.object({
  kind: documentKindSchema,
  title: z.string(),
  series: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  seller: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    /** Street lines, postal code and city, the country when it is not the buyer's. */
    addressLines: z.array(z.string()),
    postalAddress: postalAddressSchema,
    /** The tax number (Steuernummer, EIN). */
    taxId: z.string().nullable(),
    vatId: z.string().nullable(),
    /** The registered name where it differs from `name` (a sole trader's full name), else null. */
    legalName: z.string().nullable(),
    legalForm: z.string().nullable(),
    /** In the company currency of the day the seller was frozen. */
    shareCapital: z.object({ amount: z.string(), currency: z.string() }).nullable(),
    registrations: z.array(registrationSchema),
  }),
  buyer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Street lines, postal code and city, the country when it is not the seller's. */
    addressLines: z.array(z.string()),
    postalAddress: postalAddressSchema,
    vatId: z.string().nullable(),
  }),
  service: serviceSchema,
  /** Days from issue to due date; null on a credit note. */
  paymentTermsDays: z.number().int().nullable(),
  lines: z.array(documentLineSchema),
  totals: z.object({
    subtotal: z.string(),
    tax: z.string(),
    /** The one rate all lines share, or null. */
    taxRate: z.string().nullable(),
    total: z.string(),
    amountPaid: z.string(),
    creditedAmount: z.string(),
    balanceDue: z.string(),
  }),
  /** One row per (category, rate) with its note: "VAT 19 % on 1,200.00". */
  taxBreakdown: z.array(taxBreakdownRowSchema),
  buyerReference: z.string().nullable(),
  projectDescription: z.string().nullable(),
  notes: z.string().nullable(),
  payment: z
    .object({
      instructions: z.string().nullable(),
      /** The company's payment link filled in for the balance due; null when none is set or nothing is due. */
      payUrl: z.string().nullable(),
      information: z.array(
        z.object({
          field: z
            .enum([
              'bankName',
              'accountNumber',
              'routingNumber',
              'iban',
              'swiftCode',
              'bic',
              'blz',
              'sortCode',
            ])
            .optional(),
          label: z.string(),
          value: z.string(),
        }),
      ),
      scanToPay: z.object({ epc: z.string().nullable(), swissQrBill: swissQrBillSchema.nullable() }),
    })
    .nullable(),
  refersTo: z
    .object({
      relation: z.enum(['corrects', 'cancels']),
      kind: documentKindSchema,
      number: z.string(),
      issueDate: z.string(),
      reason: z.string(),
    })
    .nullable(),
  voided: z.object({ creditNoteNumber: z.string(), date: z.string() }).nullable(),
  creditNotes: z.array(documentCreditNoteSchema),
  pageSize: z.enum(['A4', 'LETTER']),
  language: z.enum(DOCUMENT_LANGUAGES),
  locale: z.string(),
}) satisfies z.ZodType<Omit<Document, 'logo'>>;

/**
 * GET /api/invoices/{id}/document: the invoice as it prints — an issued one with the seller, buyer and
 * logo frozen at issue, a draft with today's settings and client. The client's page answers the same
 * document with its own additions (shared/public-invoice.ts).
 */
export const documentAnswerSchema = documentSchema.extend({
  /** Where the logo this document prints is (`/api/invoices/{id}/document/logo`, on the client's page `/api/public/invoices/{token}/logo`), or null when it prints none. */
  logoUrl: z.string().nullable(),
});
export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;
