/** The company logo: PUT the raw PNG or JPEG (the content decides which), GET its bytes, DELETE it. */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyLogoAnswerSchema,
  LOGO_MAX_BYTES,
  LOGO_UPLOAD_WINDOW_MINUTES,
  LOGO_UPLOADS_PER_WINDOW,
  logoUploadsLimitedValues,
} from '../../../shared/company-logo';
import { apiErrorSchema } from '../../../shared/errors';
import { AppError, notFound, tooManyRequests } from '../../lib/app-error';
import * as logo from './logo';

/**
 * Each upload costs a decode, so an account gets LOGO_UPLOADS_PER_WINDOW of them in the window
 * (issue #22, item 3), refused or not. Counted after requireUser, by account rather than address.
 */
const uploadLimit = {
  rateLimit: {
    max: LOGO_UPLOADS_PER_WINDOW,
    timeWindow: `${LOGO_UPLOAD_WINDOW_MINUTES} minutes`,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.userId,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests('logo_uploads_limited', logoUploadsLimitedValues(Math.ceil(context.ttl / 60_000))),
  },
};

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
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'logo_too_large');
    throw error;
  });

  app.put(
    '/api/settings/logo',
    {
      preHandler,
      config: uploadLimit,
      schema: {
        tags,
        summary:
          'Upload the company logo: the raw PNG or JPEG of at most 1 MB and 4000 pixels a side as the body; stored fitted into 600 × 600 pixels',
        consumes: ['image/png', 'image/jpeg'],
        response: {
          200: companyLogoAnswerSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
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
      if (!found) throw notFound('logo_not_found');
      return reply.type(found.contentType).header('Cache-Control', 'private, no-cache').send(found.data);
    },
  );

  app.delete('/api/settings/logo', { preHandler, schema: { tags } }, async (request, reply) => {
    await logo.removeLogo(app.deps, request.userId);
    return reply.status(204).send();
  });
}
