/** The company logo: PUT the raw PNG or JPEG (the content decides which), GET its bytes, DELETE it. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyLogoAnswerSchema, LOGO_MAX_BYTES, LOGO_REQUIREMENT } from '../../../shared/company-logo';
import { AppError, notFound } from '../../lib/app-error';
import * as logo from './logo';

const messageSchema = z.object({ message: z.string() });

export default async function logoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const preHandler = app.requireUser;

  // Any image type is read as bytes here, so a GIF or a mislabelled file meets the content check.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A file over the limit is refused with the logo's own words rather than the API's generic ones.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, LOGO_REQUIREMENT);
    throw error;
  });

  app.put(
    '/api/settings/logo',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Upload the company logo: the raw PNG or JPEG of at most 1 MB as the body',
        consumes: ['image/png', 'image/jpeg'],
        response: {
          200: companyLogoAnswerSchema,
          413: messageSchema,
          415: messageSchema,
          422: messageSchema,
        },
      },
    },
    async (request) => ({ logo: await logo.saveLogo(app.deps, request.userId, request.body) }),
  );

  app.get(
    '/api/settings/logo',
    {
      preHandler,
      schema: { tags, summary: 'The company logo image', produces: ['image/png', 'image/jpeg'] },
    },
    async (request, reply) => {
      const found = await logo.getLogo(app.deps.db, request.userId);
      if (!found) throw notFound('Logo');
      return reply.type(found.contentType).header('Cache-Control', 'private, no-cache').send(found.data);
    },
  );

  app.delete('/api/settings/logo', { preHandler, schema: { tags } }, async (request, reply) => {
    await logo.removeLogo(app.deps, request.userId);
    return reply.status(204).send();
  });
}
