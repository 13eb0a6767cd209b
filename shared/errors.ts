import { z } from 'zod';

/** A field to fix: where, why by code, and why in words. */
export const fieldErrorSchema = z.object({
  path: z.string().describe('The field, as a dotted path: lineItems.0.rate, settings.vatId'),
  code: z.string().describe('What is wrong with it, as a stable snake_case code: field_required'),
  message: z.string().describe("The same in the caller's language"),
});
export type FieldErrorBody = z.infer<typeof fieldErrorSchema>;

/**
 * Every error the API answers with (PRODUCT.md §2). `code` is stable and snake_case (`invoice_not_found`,
 * `validation_failed`, `e_invoice_not_ready`: shared/i18n/errors/en.ts), for programs that act on the
 * kind of refusal; `message` and each field's message are in the caller's language: the signed-in
 * user's, else the request's Accept-Language, else English (docs/decisions/044).
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
