/**
 * What the log says about requests, for the operator who reads it: one line for each failed request
 * (a 4xx at info, a 5xx at error with the error it came from), nothing for a request that went
 * well. At debug every request has its lines again (coming in, answered). Fastify's default — two
 * JSON lines per request at info — wrote 15,600 lines in an hour of one person's use
 * (docs/decisions/036). Given to Fastify as its `logController` (app.ts).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const failures = new WeakMap<FastifyRequest, unknown>();

/** Keeps the error a 5xx answer comes from, for the request's one log line (plugins/errors.ts). */
export function recordFailure(request: FastifyRequest, error: unknown): void {
  failures.set(request, error);
}

/** The address without its query: a query can carry a token that has no place in a log. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: pathOf(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: pathOf(request),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error || reply.statusCode >= 500) {
      request.log.error({ ...line, err: error ?? failures.get(request) }, 'request failed');
    } else if (reply.statusCode >= 400) {
      request.log.info(line, 'request failed');
    } else {
      request.log.debug(line, 'request completed');
    }
  }

  /** The app's own not-found handler answers; its one line is the failed request's. */
  override routeNotFound(): void {}
}
