/**
 * Credit notes (decision 024): the API contract. A credit note corrects an issued invoice in whole
 * (POST /api/invoices/{id}/void, /correct) or in part (POST /api/invoices/{id}/credit-notes), with
 * its own gapless number series `{creditNotePrefix}-{n}`. Amounts are positive decimal strings of
 * what is credited; reports show them negative.
 */

import { z } from 'zod';
import { attachEInvoiceSchema } from './e-invoice';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { DOCUMENT_LANGUAGES } from './i18n/languages';
import { invoiceSchema, invoiceWithItemsSchema, lineItemInputSchema, MAX_LINE_ITEMS } from './invoices';
import { TAX_CATEGORIES } from './money';
import { taxBreakdownRowSchema } from './tax';

const reasonSchema = z
  .string({ error: en.credit_note_reason_required })
  .trim()
  .min(1, en.credit_note_reason_required)
  .max(500, en.reason_too_long);

/**
 * A credited line: what is credited; the server computes the amounts. Its taxRate and taxCategory
 * name one of the invoice's (category, rate) groups; left out, the invoice's first line's (issue 3/6).
 */
export const creditNoteLineInputSchema = lineItemInputSchema.pick({
  description: true,
  quantity: true,
  unit: true,
  rate: true,
  taxRate: true,
  taxCategory: true,
});

/** POST /api/invoices/{id}/credit-notes */
export const createCreditNoteInputSchema = z.object({
  reason: reasonSchema,
  lineItems: z
    .array(creditNoteLineInputSchema, { error: en.line_items_required })
    .min(1, en.line_items_required)
    .max(MAX_LINE_ITEMS, fill(en.credit_note_too_many_lines, { maximum: MAX_LINE_ITEMS })),
});
export type CreateCreditNoteInput = z.input<typeof createCreditNoteInputSchema>;

/** POST /api/invoices/{id}/correct: why the invoice is cancelled and re-issued. */
export const correctInvoiceInputSchema = z.object({ reason: reasonSchema });

export const creditNoteIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /api/credit-notes/{id}/send: `attachEInvoice: false` for the PDF alone (issue 2/7 item 12). */
export const creditNoteSendInputSchema = z.object({ attachEInvoice: attachEInvoiceSchema.optional() });
export type CreditNoteSendInput = z.infer<typeof creditNoteSendInputSchema>;

export const creditNoteLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  rate: z.string(),
  amount: z.string(),
  /** "19.00" */
  taxRate: z.string(),
  taxCategory: z.enum(TAX_CATEGORIES),
});

/** A credit note as the API answers it. */
export const creditNoteSchema = z.object({
  id: z.number(),
  creditNoteNumber: z.string(),
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string(),
  issueDate: z.string(),
  reason: z.string(),
  currency: z.string(),
  /** Its invoice's language, frozen with it. */
  language: z.enum(DOCUMENT_LANGUAGES),
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
  /** One row per (VAT category, rate), as on invoices, with the invoice's notes. */
  taxBreakdown: z.array(taxBreakdownRowSchema),
  lineItems: z.array(creditNoteLineSchema),
  /** When it was last emailed to the client; null when it never was. */
  emailedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** GET /api/credit-notes/{id}: with the invoice it corrects. */
export const creditNoteDetailSchema = creditNoteSchema.extend({
  invoice: z.object({
    id: z.number(),
    invoiceNumber: z.string(),
    issueDate: z.string(),
    total: z.string(),
    status: z.string(),
  }),
});
export type CreditNoteDetail = z.infer<typeof creditNoteDetailSchema>;

/** How an invoice answer lists its credit notes (`creditNotes`). */
export const creditNoteSummarySchema = z.object({
  id: z.number(),
  creditNoteNumber: z.string(),
  issueDate: z.string(),
  total: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** POST /api/invoices/{id}/credit-notes → 201 */
export const createCreditNoteResultSchema = z.object({
  creditNote: creditNoteSchema,
  invoice: invoiceSchema,
});

/** POST /api/invoices/{id}/void → 200 */
export const voidInvoiceResultSchema = z.object({ invoice: invoiceSchema, creditNote: creditNoteSchema });

/** POST /api/invoices/{id}/correct → 201: the void invoice, its credit note, and the new draft. */
export const correctInvoiceResultSchema = z.object({
  invoice: invoiceSchema,
  creditNote: creditNoteSchema,
  draft: invoiceWithItemsSchema,
});
