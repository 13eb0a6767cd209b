import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/client';
import { AppError } from '../lib/app-error';
import { recordFailure } from './request-log';
import { readableMessage } from './validation-messages';

/** Fastify's own error codes that are the caller's fault, with a message a person understands. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large (1 MB at most).'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON (Content-Type: application/json).'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length does not match its Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but was declared as JSON.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

/** The answer while the database cannot be reached (a failover, a restart): issue #22 item 1. */
export const DATABASE_UNREACHABLE = 'The database is not reachable right now. Please try again in a moment.';

/** "No route for GET /api/…", with the path cut short: an answer never repeats kilobytes of address. */
export function noRouteMessage(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return `No route for ${request.method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path}`;
}

/**
 * Errors the router raises before any hook or error handler runs: a broken %-escape in the
 * address, or a path segment longer than an id can be. Passed to Fastify as `frameworkErrors`,
 * so they answer in the API's own `{ message }` shape instead of Fastify's default body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send({ message: noRouteMessage(request) });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ message: 'The address is not valid: it holds a broken %-escape.' });
  }
  return reply.status(400).send({ message: 'The request could not be routed.' });
}

function pathOf(instancePath: string, params: unknown): string {
  const fromParams = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
  if (fromParams?.length) return fromParams.map(String).join('.');
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One error handler: validation → 400 with per-field errors, AppError → its status (with its `code`
 * when it has one), a lost database connection → 503, anything else → 500.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const path = pathOf(v.instancePath, v.params);
        // A body that is missing, or is not an object at all ("received null"), says so plainly.
        if (path === '' && v.keyword === 'invalid_type' && error.validationContext === 'body') {
          return { path, message: 'The request body must be a JSON object.' };
        }
        return { path, message: readableMessage(v, path) };
      });
      const where = error.validationContext === 'body' ? '' : ` in the ${error.validationContext}`;
      return reply.status(400).send({ message: errors[0]?.message ?? `Invalid request${where}`, errors });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        ...(error.code ? { code: error.code } : {}),
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ message: 'Too many requests. Please wait a minute and try again.' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    if (isConnectionLost(error)) {
      // A failover or restart: the transaction rolled back with its connection, so nothing of this
      // request is half-done; the pool connects anew and the same request may simply be sent again.
      recordFailure(request, error);
      // This answer saves no session: a session write failing again (it may be what failed) would
      // replace the answer with Fastify's own, which shows the driver's message.
      (request as { session?: unknown }).session = undefined;
      return reply.status(503).send({ message: DATABASE_UNREACHABLE });
    }
    recordFailure(request, error);
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: noRouteMessage(request) });
  });
});
