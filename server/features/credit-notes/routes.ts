/** Credit notes, and the two invoice actions that issue one for the whole invoice: void and correct. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correctInvoiceInputSchema,
  correctInvoiceResultSchema,
  createCreditNoteInputSchema,
  createCreditNoteResultSchema,
  creditNoteDetailSchema,
  creditNoteIdParamsSchema,
  creditNoteSchema,
  voidInvoiceResultSchema,
} from '../../../shared/credit-notes';
import { invoiceIdParamsSchema, voidInvoiceInputSchema } from '../../../shared/invoices';
import { correctInvoice, voidInvoice } from './cancel';
import { createCreditNote } from './create';
import { getCreditNote, listCreditNotes } from './read';

export default async function creditNoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const params = invoiceIdParamsSchema;

  app.post(
    '/api/invoices/:id/credit-notes',
    {
      ...signedIn,
      schema: {
        tags: ['credit-notes'],
        summary: 'Credits part of an issued invoice, at most its balance due',
        params,
        body: createCreditNoteInputSchema,
        response: { 201: createCreditNoteResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCreditNote(app.deps, request.userId, request.params.id, request.body)),
  );

  app.get(
    '/api/credit-notes',
    {
      ...signedIn,
      schema: {
        tags: ['credit-notes'],
        summary: 'Every credit note, newest first',
        response: { 200: z.array(creditNoteSchema) },
      },
    },
    (request) => listCreditNotes(app.deps, request.userId),
  );

  app.get(
    '/api/credit-notes/:id',
    {
      ...signedIn,
      schema: {
        tags: ['credit-notes'],
        params: creditNoteIdParamsSchema,
        response: { 200: creditNoteDetailSchema },
      },
    },
    (request) => getCreditNote(app.deps, request.userId, request.params.id),
  );

  app.post(
    '/api/invoices/:id/void',
    {
      ...signedIn,
      schema: {
        tags: ['invoices'],
        summary: 'Cancels an issued invoice without payments by a credit note for the whole invoice',
        params,
        body: voidInvoiceInputSchema,
        response: { 200: voidInvoiceResultSchema },
      },
    },
    (request) => voidInvoice(app.deps, request.userId, request.params.id, request.body.reason),
  );

  app.post(
    '/api/invoices/:id/correct',
    {
      ...signedIn,
      schema: {
        tags: ['invoices'],
        summary:
          'Cancels an issued invoice by a full credit note and makes a new draft copy with the next number',
        params,
        body: correctInvoiceInputSchema,
        response: { 201: correctInvoiceResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await correctInvoice(app.deps, request.userId, request.params.id, request.body.reason)),
  );
}
