/** Emailing a credit note to the client again (decision 024). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditNoteIdParamsSchema,
  creditNoteSchema,
  creditNoteSendInputSchema,
} from '../../../shared/credit-notes';
import { eInvoiceNotReadySchema } from '../../../shared/e-invoice';
import { apiErrorSchema } from '../../../shared/errors';
import { sendCreditNote } from './credit-note-send';

export default async function creditNoteMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/credit-notes/:id/send',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['credit-notes'],
        summary:
          "Emails the credit note with its PDF (and the client's XML e-invoice) to the invoice's client again",
        params: creditNoteIdParamsSchema,
        body: creditNoteSendInputSchema.nullish(),
        response: {
          200: creditNoteSchema,
          404: apiErrorSchema,
          422: apiErrorSchema.or(eInvoiceNotReadySchema),
          429: apiErrorSchema,
        },
      },
    },
    (request) =>
      sendCreditNote(
        app.deps,
        request.userId,
        request.params.id,
        new Date(),
        request.log,
        request.body ?? {},
      ),
  );
}
