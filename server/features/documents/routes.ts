/** Printed documents that have no other home: a credit note's PDF (decision 024). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditNoteIdParamsSchema } from '../../../shared/credit-notes';
import { notFound } from '../../lib/app-error';
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
      if (!rendered) throw notFound('Credit note');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="credit-note-${rendered.document.number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(rendered.pdf);
    },
  );
}
