/**
 * The owner's e-invoice routes (issue 4/6, decision 026): an invoice's or a credit note's e-invoice in
 * a format, and an invoice's readiness in every format. The client's page has its own route
 * (share/routes.ts), answering the same way.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditNoteIdParamsSchema } from '../../../shared/credit-notes';
import { E_INVOICE_FORMATS, eInvoiceReadinessSchema } from '../../../shared/e-invoice';
import { apiErrorSchema } from '../../../shared/errors';
import { en } from '../../../shared/i18n/errors/en';
import { fill } from '../../../shared/i18n/errors/values';
import { invoiceIdParamsSchema } from '../../../shared/invoices';
import { languageOf } from '../../lib/request-language';
import {
  creditNoteEInvoice,
  type EInvoiceFile,
  invoiceEInvoice,
  invoiceReadiness,
  readinessIn,
} from './e-invoice';

export const E_INVOICE_FORMAT_ERROR = fill(en.e_invoice_download_format_invalid, {
  formats: E_INVOICE_FORMATS.join(', '),
});

/** `?format=`: facturx, xrechnung-cii, xrechnung-ubl, peppol, cii or ubl. */
export const eInvoiceQuerySchema = z.object({
  format: z
    .enum(E_INVOICE_FORMATS, { error: E_INVOICE_FORMAT_ERROR })
    .describe(
      'facturx (the Factur-X / ZUGFeRD EN 16931 PDF), xrechnung-cii, xrechnung-ubl (XRechnung 3.0), peppol (Peppol BIS Billing 3.0), cii or ubl (plain EN 16931)',
    ),
});

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/** What every e-invoice download declares in the OpenAPI document: its format, its file, its errors. */
export const eInvoiceDownloadSchema = {
  querystring: eInvoiceQuerySchema,
  response: {
    200: {
      description:
        'The e-invoice as an attachment named after the document: INV-1003-xrechnung.xml, INV-1003-factur-x.pdf',
      content: {
        'application/xml': { schema: z.string().describe('The XML e-invoice (CII or UBL)') },
        'application/pdf': { schema: z.string().describe('facturx: the PDF/A-3 with factur-x.xml attached') },
      },
    },
    400: json('Missing or unknown format', apiErrorSchema),
    404: json('No such document, or another user’s', apiErrorSchema),
    422: json(
      'The document lacks something the format needs, or is a draft: `errors` names each field to fix as `{ path, code, message }`',
      apiErrorSchema,
    ),
  },
};

/** The file as an attachment named after the document: `INV-1003-xrechnung.xml`. */
export function sendEInvoice(reply: FastifyReply, file: EInvoiceFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .send(file.content);
}

export default async function eInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/api/invoices/:id/e-invoice',
    {
      ...signedIn,
      schema: {
        tags: ['invoices'],
        summary:
          "The issued invoice's e-invoice: the XML of the format, or for facturx the Factur-X PDF; 422 with what to add when it is not ready",
        params: invoiceIdParamsSchema,
        ...eInvoiceDownloadSchema,
      },
    },
    async (request, reply) => {
      const file = await invoiceEInvoice(app.deps, request.userId, request.params.id, request.query.format);
      return sendEInvoice(reply.header('Cache-Control', 'private, no-store'), file);
    },
  );

  app.get(
    '/api/invoices/:id/e-invoice/readiness',
    {
      ...signedIn,
      schema: {
        tags: ['invoices'],
        summary:
          'What the invoice lacks for each e-invoice format, as `{ path, code, message }` naming the field to fix (a draft too)',
        params: invoiceIdParamsSchema,
        response: { 200: eInvoiceReadinessSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      readinessIn(languageOf(request), await invoiceReadiness(app.deps, request.userId, request.params.id)),
  );

  app.get(
    '/api/credit-notes/:id/e-invoice',
    {
      ...signedIn,
      schema: {
        tags: ['credit-notes'],
        summary:
          "The credit note's e-invoice: the XML of the format, or for facturx the Factur-X PDF; 422 with what to add when it is not ready",
        params: creditNoteIdParamsSchema,
        ...eInvoiceDownloadSchema,
      },
    },
    async (request, reply) => {
      const file = await creditNoteEInvoice(
        app.deps,
        request.userId,
        request.params.id,
        request.query.format,
      );
      return sendEInvoice(reply.header('Cache-Control', 'private, no-store'), file);
    },
  );
}
