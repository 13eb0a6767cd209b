import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../shared/errors';
import {
  createInvoiceInputSchema,
  invoiceIdParamsSchema,
  invoicePageQuerySchema,
  invoicePageSchema,
  invoiceSchema,
  invoiceWithItemsSchema,
  lineItemSchema,
  nextInvoiceNumberSchema,
  updateInvoiceStatusInputSchema,
} from '../../../shared/invoices';
import { notFound } from '../../lib/app-error';
import { say } from '../../lib/request-language';
import { renderInvoicePdf } from '../documents/render';
import * as lifecycle from './lifecycle';
import * as invoices from './operations';

export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const signedIn = { preHandler: app.requireUser };
  const params = invoiceIdParamsSchema;

  app.get(
    '/api/invoices',
    { ...signedIn, schema: { tags, response: { 200: z.array(invoiceSchema) } } },
    async (request, reply) => {
      // Already JSON (built by the database in the documented shape): sent as it is, not serialised again.
      const json = await invoices.listInvoicesJson(app.deps, request.userId, request.account);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/api/invoices/paged',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'One page of the invoices, searched, filtered and sorted (sort defaults to createdAt desc, other sorts to asc)',
        querystring: invoicePageQuerySchema,
        response: { 200: invoicePageSchema },
      },
    },
    async (request, reply) => {
      const json = await invoices.pageInvoicesJson(app.deps, request.userId, request.query, request.account);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/api/invoices/next-number',
    { ...signedIn, schema: { tags, response: { 200: nextInvoiceNumberSchema } } },
    async (request) => ({ invoiceNumber: await invoices.peekNextInvoiceNumber(app.deps, request.userId) }),
  );

  app.get(
    '/api/invoices/:id',
    { ...signedIn, schema: { tags, params, response: { 200: invoiceWithItemsSchema } } },
    (request) => invoices.getInvoice(app.deps, request.userId, request.params.id),
  );

  app.get(
    '/api/invoices/:id/line-items',
    { ...signedIn, schema: { tags, params, response: { 200: z.array(lineItemSchema) } } },
    (request) => invoices.getLineItems(app.deps, request.userId, request.params.id),
  );

  app.post(
    '/api/invoices',
    {
      ...signedIn,
      schema: { tags, body: createInvoiceInputSchema, response: { 201: invoiceWithItemsSchema } },
    },
    async (request, reply) => {
      const invoice = await invoices.createInvoice(app.deps, request.userId, request.body);
      return reply.status(201).send(invoice);
    },
  );

  app.patch(
    '/api/invoices/:id',
    {
      ...signedIn,
      schema: { tags, params, body: updateInvoiceStatusInputSchema, response: { 200: invoiceSchema } },
    },
    (request) => lifecycle.changeStatus(app.deps, request.userId, request.params.id, request.body.status),
  );

  app.delete(
    '/api/invoices/:id',
    { ...signedIn, schema: { tags, params, response: { 200: messageSchema } } },
    async (request) => {
      await invoices.deleteInvoice(app.deps, request.userId, request.params.id);
      return { message: say(request, 'invoice_deleted') };
    },
  );

  app.get(
    '/api/invoices/:id/pdf',
    { ...signedIn, schema: { tags, params, produces: ['application/pdf'] } },
    async (request, reply) => {
      const pdf = await renderInvoicePdf(app.deps, request.userId, request.params.id, { limitPerUser: true });
      if (!pdf) throw notFound('invoice_not_found');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="invoice-${request.params.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
