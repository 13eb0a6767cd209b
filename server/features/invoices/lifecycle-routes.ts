/**
 * The invoice's life after it is created: edit, duplicate, payments and the activity history. Send
 * is with the invoice's other emails in reminders/routes.ts; void and correct issue credit notes, so
 * their routes are in the credit-notes feature.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceIdParamsSchema,
  invoiceWithItemsSchema,
  updateInvoiceInputSchema,
} from '../../../shared/invoices';
import {
  activitySchema,
  paymentParamsSchema,
  paymentSchema,
  recordPaymentInputSchema,
  recordPaymentResponseSchema,
} from '../../../shared/payments';
import { getActivity } from './activity';
import * as lifecycle from './lifecycle';
import * as invoices from './operations';

export default async function invoiceLifecycleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const signedIn = { preHandler: app.requireUser };
  const params = invoiceIdParamsSchema;

  app.put(
    '/api/invoices/:id',
    {
      ...signedIn,
      schema: { tags, params, body: updateInvoiceInputSchema, response: { 200: invoiceWithItemsSchema } },
    },
    (request) => invoices.updateInvoice(app.deps, request.userId, request.params.id, request.body),
  );

  app.post(
    '/api/invoices/:id/duplicate',
    { ...signedIn, schema: { tags, params, response: { 201: invoiceWithItemsSchema } } },
    async (request, reply) =>
      reply.status(201).send(await invoices.duplicateInvoice(app.deps, request.userId, request.params.id)),
  );

  app.get(
    '/api/invoices/:id/payments',
    { ...signedIn, schema: { tags, params, response: { 200: z.array(paymentSchema) } } },
    (request) => lifecycle.listPayments(app.deps, request.userId, request.params.id),
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      ...signedIn,
      schema: {
        tags,
        params,
        body: recordPaymentInputSchema,
        response: { 201: recordPaymentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await lifecycle.recordPayment(app.deps, request.userId, request.params.id, request.body)),
  );

  app.delete(
    '/api/invoices/:id/payments/:paymentId',
    { ...signedIn, schema: { tags, params: paymentParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await lifecycle.deletePayment(app.deps, request.userId, request.params.id, request.params.paymentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invoices/:id/activity',
    { ...signedIn, schema: { tags, params, response: { 200: z.array(activitySchema) } } },
    (request) => getActivity(app.deps, request.userId, request.params.id),
  );
}
