import { z } from 'zod';
import { dateInputSchema } from './date-input';
import { en } from './i18n/errors/en';
import { fill } from './i18n/errors/values';
import { invoiceSchema } from './invoices';
import { MAX_CENTS, toCents } from './money';

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'paypal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'bank transfer',
  card: 'card',
  cash: 'cash',
  cheque: 'cheque',
  paypal: 'PayPal',
  other: 'other',
};

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, fill(en.field_at_most_characters, { field: what, limit: max }))
    .nullish()
    .transform((v) => v || null);

/** POST /api/invoices/{id}/payments. The amount is checked against the balance due by the server. */
export const recordPaymentInputSchema = z.object({
  amount: z
    .union([z.number(), z.string().trim()], { error: en.payment_amount_not_positive })
    .superRefine((v, ctx) => {
      let cents: number;
      try {
        if (v === '' || (typeof v === 'number' && !Number.isFinite(v))) throw new RangeError();
        cents = toCents(v);
      } catch {
        return void ctx.addIssue({ code: 'custom', message: en.payment_amount_not_number });
      }
      if (cents <= 0) ctx.addIssue({ code: 'custom', message: en.payment_amount_not_positive });
      else if (cents > MAX_CENTS) ctx.addIssue({ code: 'custom', message: en.amount_too_large });
    }),
  paidOn: dateInputSchema('Payment date'),
  method: z.enum(PAYMENT_METHODS, {
    error: en.payment_method_invalid,
  }),
  reference: optionalText(200, 'Reference'),
  note: optionalText(1000, 'Note'),
});
export type RecordPaymentInput = z.input<typeof recordPaymentInputSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  amount: z.string(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const recordPaymentResponseSchema = z.object({ payment: paymentSchema, invoice: invoiceSchema });

export const paymentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  paymentId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ACTIVITY_TYPES = [
  'created',
  'edited',
  'sent',
  'send_failed',
  'reminder_sent',
  'reminder_skipped',
  'reminder_failed',
  'payment_recorded',
  'payment_deleted',
  'voided',
  'viewed',
  /** A credit note corrected the invoice in whole or in part (decision 024). */
  'credit_note_issued',
  /** A credit note was emailed to the client again by hand ("Credit note CN-2 emailed to …"). */
  'credit_note_sent',
  /** A status change that is none of the above (Mark Paid on an invoice with nothing due). */
  'status_changed',
  /** The invoice email went with the PDF alone: the client's XML format lacked something (issue 4/6). */
  'e_invoice_withheld',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /api/invoices/{id}/activity: newest first. */
export const activitySchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  at: z.string(),
  detail: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
