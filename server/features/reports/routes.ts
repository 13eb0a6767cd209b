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
    (request) => reports.listReportInvoices(app.deps, request.userId, request.query),
  );
}
