import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eInvoiceNotReadySchema } from '../../../shared/e-invoice';
import { apiErrorSchema, messageSchema } from '../../../shared/errors';
import {
  recurringInvoiceInputSchema,
  recurringInvoicePageSchema,
  recurringInvoiceSchema,
  recurringPageQuerySchema,
} from '../../../shared/recurring-invoices';
import { say } from '../../lib/request-language';
import * as recurring from './operations';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export default async function recurringInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['recurring invoices'];
  const signedIn = { preHandler: app.requireUser };
  const one = { 200: recurringInvoiceSchema };

  // Paged (issue #22 item 5): an account's profiles are many (up to 500), never sent in one answer.
  app.get(
    '/api/recurring-invoices',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One page of the recurring invoices, newest first (page 1, 50 a page unless asked)',
        querystring: recurringPageQuerySchema,
        response: { 200: recurringInvoicePageSchema },
      },
    },
    (request) => recurring.pageRecurringInvoices(app.deps, request.userId, request.query),
  );

  app.post(
    '/api/recurring-invoices',
    {
      ...signedIn,
      schema: {
        tags,
        body: recurringInvoiceInputSchema,
        response: { 201: recurringInvoiceSchema, 422: apiErrorSchema.or(eInvoiceNotReadySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recurring.createRecurringInvoice(app.deps, request.userId, request.body)),
  );

  app.get(
    '/api/recurring-invoices/:id',
    { ...signedIn, schema: { tags, params, response: one } },
    (request) => recurring.getRecurringInvoice(app.deps, request.userId, request.params.id),
  );

  app.put(
    '/api/recurring-invoices/:id',
    {
      ...signedIn,
      schema: {
        tags,
        params,
        body: recurringInvoiceInputSchema,
        response: { ...one, 422: apiErrorSchema.or(eInvoiceNotReadySchema) },
      },
    },
    (request) => recurring.updateRecurringInvoice(app.deps, request.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/recurring-invoices/:id',
    {
      ...signedIn,
      schema: {
        tags,
        params,
        summary: 'Deletes the profile; the invoices it made are kept',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await recurring.deleteRecurringInvoice(app.deps, request.userId, request.params.id);
      return { message: say(request, 'recurring_invoice_deleted') };
    },
  );

  app.post(
    '/api/recurring-invoices/:id/pause',
    { ...signedIn, schema: { tags, params, response: one } },
    (request) => recurring.pauseRecurringInvoice(app.deps, request.userId, request.params.id),
  );

  app.post(
    '/api/recurring-invoices/:id/resume',
    { ...signedIn, schema: { tags, params, response: one } },
    (request) => recurring.resumeRecurringInvoice(app.deps, request.userId, request.params.id),
  );
}
