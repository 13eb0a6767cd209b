import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportFilterSchema,
  reportInvoiceRowSchema,
  reportQuerySchema,
  reportSchema,
} from '../../../shared/reports';
import * as reports from './operations';

export default async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  app.get(
    '/api/reports',
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: reportQuerySchema, response: { 200: reportSchema } },
    },
    (request) => reports.getReport(app.deps, request.userId, request.query),
  );

  app.get(
    '/api/reports/invoices',
    {
      preHandler: app.requireUser,
      schema: { tags, querystring: reportFilterSchema, response: { 200: z.array(reportInvoiceRowSchema) } },
    },
    async (request, reply) => {
      // The database built the JSON array (reportInvoiceRowSchema rows); a string is sent as it is.
      const json = await reports.reportInvoicesJson(app.deps, request.userId, request.query);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
