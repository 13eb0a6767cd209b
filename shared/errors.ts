import { z } from 'zod';

/**
 * Every error the API answers with (PRODUCT.md §2); `code` where a client acts on the kind of
 * refusal (`e_invoice_not_ready`, shared/e-invoice.ts).
 */
export const apiErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
