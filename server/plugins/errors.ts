import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/i18n/errors/en';
import type { ApiMessageValues } from '../../shared/i18n/errors/values';
import { isConnectionLost } from '../db/client';
import { apiMessage } from '../lib/api-messages';
import { AppError } from '../lib/app-error';
import { languageOf } from '../lib/request-language';
import { recordFailure } from './request-log';
import { fieldErrorOf } from './validation-messages';

/** Fastify's own error codes that are the caller's fault, with a message a person understands. */
const FRAMEWORK_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'content_length_mismatch'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'empty_json_body'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
};

/** The answer while the database cannot be reached (a failover, a restart): issue #22 item 1. */
export const DATABASE_UNREACHABLE = apiMessage('en', 'database_unreachable');

/** `{ code, message }` in the request's language. */
export function answer(request: FastifyRequest, code: ErrorCode, values?: ApiMessageValues) {
  return { code, message: apiMessage(languageOf(request), code, values) };
}

/** "No route for GET /api/…", with the path cut short: an answer never repeats kilobytes of address. */
export function noRoute(request: FastifyRequest) {
  const path = request.url.split('?')[0];
  return answer(request, 'no_route', {
    method: request.method,
    path: path.length > 100 ? `${path.slice(0, 100)}…` : path,
  });
}

/**
 * Errors the router raises before any hook or error handler runs: a broken %-escape in the
 * address, or a path segment longer than an id can be. Passed to Fastify as `frameworkErrors`,
 * so they answer in the API's own `{ code, message }` shape instead of Fastify's default body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send(noRoute(request));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(answer(request, 'bad_url_escape'));
  }
  return reply.status(400).send(answer(request, 'not_routable'));
}
function pathOf(instancePath: string, params: unknown): string {
  const fromParams = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
  if (fromParams?.length) return fromParams.map(String).join('.');
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One error handler, every answer `{ code, message, errors? }` in the caller's language (the signed-in
 * user's, else Accept-Language's, docs/decisions/044): validation → 400 with per-field errors,
 * AppError → its status, a lost database connection → 503, anything else → 500.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.decorateRequest('userLanguage', undefined);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const path = pathOf(v.instancePath, v.params);
        // A body that is missing, or is not an object at all ("received null"), says so plainly.
        if (path === '' && v.keyword === 'invalid_type' && error.validationContext === 'body') {
          const code = 'body_not_object';
          return { path, code, message: apiMessage(language, code) } as const;
        }
        return fieldErrorOf(v, path, language);
      });
      const message =
        errors[0]?.message ??
        apiMessage(language, 'validation_failed', { part: error.validationContext ?? 'body' });
      return reply.status(400).send({ code: 'validation_failed', message, errors });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: apiMessage(language, error.code, error.values),
        ...(error.errors
          ? {
              errors: error.errors.map((e) => ({
                path: e.path,
                code: e.code,
                message: apiMessage(language, e.code, e.values),
              })),
            }
          : {}),
      });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(answer(request, known[1]));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send(answer(request, 'invalid_json'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(answer(request, 'rate_limited'));
    if (status >= 400 && status < 500) {
      // Another 4xx of the framework's own: its words in English; in another language, a plain refusal.
      const message =
        language === 'en' && error.message ? error.message : apiMessage(language, 'bad_request');
      return reply.status(status).send({ code: 'bad_request', message });
    }
    if (isConnectionLost(error)) {
      // A failover or restart: the transaction rolled back with its connection, so nothing of this
      // request is half-done; the pool connects anew and the same request may simply be sent again.
      recordFailure(request, error);
      // This answer saves no session: a session write failing again (it may be what failed) would
      // replace the answer with Fastify's own, which shows the driver's message.
      (request as { session?: unknown }).session = undefined;
      return reply.status(503).send(answer(request, 'database_unreachable'));
    }
    recordFailure(request, error);
    return reply.status(500).send(answer(request, 'internal_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(noRoute(request));
  });
});
