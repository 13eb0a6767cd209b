import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldRefused } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Headers and request hygiene: a real Content-Security-Policy, JSON-only bodies,
 * and state-changing requests refused when a browser says they come from another origin.
 */
export default fp(async function security(app: FastifyInstance, opts: { appUrl: string }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Only JSON is accepted as a request body; anything else answers 415.
  app.removeContentTypeParser(['text/plain']);

  // PostgreSQL text cannot hold the NUL character: refuse it up front instead of failing the query.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = nulCharacterPath(value);
      if (path !== undefined) {
        const where = [part === 'body' ? '' : part, path].filter(Boolean).join('.');
        throw fieldRefused(400, where, 'nul_character');
      }
    }
  });

  const trusted = new URL(opts.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return; // not a browser cross-site request (curl, server-to-server); SameSite=Lax covers the rest
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError(403, 'origin_unknown');
    }
    if (origin === trusted || host === request.headers.host) return;
    throw new AppError(403, 'origin_cross_site');
  });
});

/** Where in a parsed JSON value a string (or key) holds U+0000: "lineItems.0.description", "" for the root. */
export function nulCharacterPath(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (node && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      // A binary body (the logo's bytes) is not text and may hold any byte: walking its million
      // entries one by one held the event loop for seconds per upload (issue #22, item 3).
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}
