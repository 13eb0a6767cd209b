/** The private invoice link: the owner's share-link routes and the public routes behind `/i/{token}`. */
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import { invoiceIdParamsSchema } from '../../../shared/invoices';
import { publicInvoiceSchema, shareLinkSchema } from '../../../shared/public-invoice';
import { AppError } from '../../lib/app-error';
import { eInvoiceDownloadSchema, sendEInvoice } from '../documents/e-invoice-routes';
import * as share from './operations';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public routes' one rate limit (see publicRateLimit), as an onRequest hook. */
    publicRateLimit: preHandlerAsyncHookHandler;
  }
}

/**
 * One budget per client address across the public routes — the JSON, the PDF, the e-invoice, the
 * logo — and the page `/i/{token}` (issue #22 item 12): one limiter, so one store, where a per-route
 * `config.rateLimit` gives each route a store and a budget of its own. The key is the plugin's own
 * (request.ip, IPv6 grouped by /64). buildApp creates it once, before the routes.
 */
export function publicRateLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  return app.rateLimit({ max: app.deps.config.publicRateLimit, timeWindow: '1 minute' });
}

const tokenParams = z.object({ token: z.string() });

/** The link is a secret: no search engine, no Referer to the Pay link's site, no cached copy. */
export function privateLinkHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store');
}

export default async function shareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const params = invoiceIdParamsSchema;

  app.post(
    '/api/invoices/:id/share-link',
    { ...signedIn, schema: { tags: ['invoices'], params, response: { 200: shareLinkSchema } } },
    async (request) => ({ url: await share.createShareLink(app.deps, request.userId, request.params.id) }),
  );

  app.delete(
    '/api/invoices/:id/share-link',
    { ...signedIn, schema: { tags: ['invoices'], params } },
    async (request, reply) => {
      await share.revokeShareLink(app.deps, request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  // Every answer of the public routes, 404 and 429 included, carries the private-link headers; all
  // of them spend the one public budget of the client's address.
  app.register(async (publicScope) => {
    publicScope.addHook('onRequest', async (_request, reply) => {
      privateLinkHeaders(reply);
    });
    publicScope.addHook('onRequest', app.publicRateLimit);
    const pub = publicScope.withTypeProvider<ZodTypeProvider>();

    pub.get(
      '/api/public/invoices/:token',
      {
        schema: {
          tags: ['public'],
          summary: 'The shared invoice, for the client holding its private link (no sign-in)',
          params: tokenParams,
          response: { 200: publicInvoiceSchema, 404: apiErrorSchema },
        },
      },
      (request) => share.getPublicInvoice(app.deps, request.params.token, request.session.userId, new Date()),
    );

    // A token longer than the router's parameter limit (100) matches no route above: same answer.
    pub.get('/api/public/invoices/*', { schema: { hide: true } }, async () => {
      throw new AppError(404, 'share_link_invalid');
    });

    pub.get(
      '/api/public/invoices/:token/pdf',
      {
        schema: {
          tags: ['public'],
          summary: "The shared invoice's PDF",
          params: tokenParams,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await share.getPublicInvoicePdf(app.deps, request.params.token);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${fileName}"`)
          .send(pdf);
      },
    );

    pub.get(
      '/api/public/invoices/:token/e-invoice',
      {
        schema: {
          tags: ['public'],
          summary:
            "The shared invoice's e-invoice: the XML of the format, or for facturx the Factur-X PDF; 422 with what is missing when it is not ready",
          params: tokenParams,
          ...eInvoiceDownloadSchema,
        },
      },
      async (request, reply) =>
        sendEInvoice(
          reply,
          await share.getPublicEInvoice(app.deps, request.params.token, request.query.format),
        ),
    );

    pub.get(
      '/api/public/invoices/:token/credit-notes/:creditNoteNumber/pdf',
      {
        schema: {
          tags: ['public'],
          summary: 'A credit note of the shared invoice, by its number, as a PDF',
          params: tokenParams.extend({ creditNoteNumber: z.string().max(100) }),
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { token, creditNoteNumber } = request.params;
        const { fileName, pdf } = await share.getPublicCreditNotePdf(app.deps, token, creditNoteNumber);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${fileName}"`)
          .send(pdf);
      },
    );

    pub.get(
      '/api/public/invoices/:token/logo',
      {
        schema: {
          tags: ['public'],
          summary: 'The company logo printed on the shared invoice',
          params: tokenParams,
          produces: ['image/png', 'image/jpeg'],
        },
      },
      async (request, reply) => {
        const logo = await share.getPublicInvoiceLogo(app.deps, request.params.token);
        return reply.type(logo.contentType).send(logo.data);
      },
    );
  });
}
