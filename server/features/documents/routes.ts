/**
 * Printed documents that have no other home: a credit note's PDF, and an invoice's `Document` with
 * the logo it prints, which the owner's invoice view renders (decision 024).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditNoteIdParamsSchema } from '../../../shared/credit-notes';
import { documentAnswerSchema } from '../../../shared/document-schema';
import { apiErrorSchema } from '../../../shared/errors';
import { invoiceIdParamsSchema } from '../../../shared/invoices';
import { AppError, notFound } from '../../lib/app-error';
import { findInvoiceDocumentAnswer } from './document-answer';
import { findInvoiceLogo } from './logos';
import { renderCreditNoteVersion } from './render';

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/credit-notes/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['credit-notes'],
        summary: "The credit note's PDF",
        params: creditNoteIdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const rendered = await renderCreditNoteVersion(app.deps, request.userId, request.params.id, {
        limitPerUser: true,
      });
      if (!rendered) throw notFound('credit_note_not_found');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="credit-note-${rendered.document.number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(rendered.pdf);
    },
  );

  app.get(
    '/api/invoices/:id/document',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['invoices'],
        summary:
          'The invoice as it prints: an issued invoice with the seller, client and logo frozen at issue, a draft with the current settings and client; a void one with the credit note that cancelled it',
        params: invoiceIdParamsSchema,
        response: { 200: documentAnswerSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const answer = await findInvoiceDocumentAnswer(app.deps.db, request.userId, request.params.id);
      if (!answer) throw notFound('invoice_not_found');
      return answer;
    },
  );

  app.get(
    '/api/invoices/:id/document/logo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['invoices'],
        summary:
          'The logo the invoice prints: the one frozen at issue on an issued invoice, the current company logo on a draft',
        params: invoiceIdParamsSchema,
        produces: ['image/png', 'image/jpeg'],
      },
    },
    async (request, reply) => {
      const logo = await findInvoiceLogo(app.deps.db, request.userId, request.params.id);
      if (logo === undefined) throw notFound('invoice_not_found');
      if (logo === null) throw new AppError(404, 'invoice_has_no_logo');
      return reply.type(logo.contentType).header('Cache-Control', 'private, no-cache').send(logo.data);
    },
  );
}
