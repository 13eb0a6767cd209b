import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ALL_PAGES, matchClientPage, PUBLIC_INVOICE_PAGE } from '../shared/client-routes';
import {
  LANDING_HTML,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  landingHtml,
  SIGNED_IN_HINT_COOKIE,
} from '../shared/first-load';
import {
  type AppLanguage,
  acceptedLanguages,
  appLanguageOf,
  isAppLanguage,
} from '../shared/i18n/app-language';
import type { Config } from './config';
import type { Database } from './db/client';
import { sharedInvoiceLanguage } from './features/share/operations';
import { privateLinkHeaders, publicRateLimit } from './features/share/routes';
import type { Deps } from './lib/deps';
import type { Mailer } from './mail/outbox';
import errors, { frameworkErrors, noRoute } from './plugins/errors';
import { RequestLog } from './plugins/request-log';
import security from './plugins/security';
import session, { resolveSessionSecret } from './plugins/session';
import { featureRoutes } from './routes';
import { createAppDeps } from './wiring';

/** Where the built web client lives; CLIENT_DIST lets parallel test runs build into separate folders. */
export const clientDist = path.resolve(
  process.env.CLIENT_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist/client'),
);

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The built client to serve (tests point it elsewhere); `clientDist` by default. */
  clientDir?: string;
}

export async function buildApp({ config, database, mailer, logger, clientDir = clientDist }: BuildOptions) {
  const app = Fastify({
    frameworkErrors,
    logger: logger ?? { level: config.logLevel },
    // One line per failed request; every request only at debug.
    logController: new RequestLog(),
    bodyLimit: 1_048_576,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = createAppDeps(database.db, mailer, config);
  app.decorate('deps', deps);

  await app.register(errors);
  await app.register(security, { appUrl: config.appUrl });
  // Answers above 1 KB (JSON, the docs) go out compressed when the browser accepts it; the client's
  // files were compressed at build time and are sent as they are (preCompressed below).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // The plugin's own key: request.ip (the address the trusted proxy saw, the socket's address when
  // TRUST_PROXY is unset), with IPv6 addresses grouped by /64 so rotating within one subnet does not help.
  await app.register(rateLimit, { global: false });
  app.decorate('publicRateLimit', publicRateLimit(app));
  await app.register(swagger, {
    openapi: { info: { title: 'Duely API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(session, {
    db: database.db,
    secret: await resolveSessionSecret({ secret: config.sessionSecret, dataDir: config.dataDir, database }),
  });

  for (const routes of featureRoutes) await app.register(routes);

  await serveClient(app, clientDir);
  return app;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes a trust function, since Fastify ignores a bare
 * number: trusting the last `hops` addresses is what a hop count means, and it is only safe when
 * the app cannot be reached except through those proxies (README: Configuration).
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** A path segment as the router reads it; one that is no valid escape stays as written. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** @fastify/static would replace the Cache-Control set above with its own `public, max-age=0`. */
const OWN_CACHE_HEADER = { cacheControl: false } as const;

/** The language the landing page answers in, and whether a language menu's link chose it. */
function landingLanguage(request: FastifyRequest): { language: AppLanguage; linked: boolean } {
  const linked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isAppLanguage(linked)) return { language: linked, linked: true };
  const remembered = request.cookies[LANGUAGE_COOKIE];
  if (isAppLanguage(remembered)) return { language: remembered, linked: false };
  return { language: appLanguageOf(acceptedLanguages(request.headers['accept-language'])), linked: false };
}

/**
 * Serves the built single-page app: the build's files, and index.html for the paths that are the
 * client router's pages (200) and for any other path (404, the app shows its 404 page).
 */
async function serveClient(app: FastifyInstance, root: string) {
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  // serve: false — the plugin only lends sendFile; the route below decides each file's headers.
  await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true });
  const hasLanding = fs.existsSync(path.join(root, LANDING_HTML));
  /** index.html as text, read once, for the client's page in another language than the shell's. */
  let appHtml: string | undefined;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/')) {
      return reply.status(404).send(noRoute(request));
    }
    const file = path.join(root, url);
    if (url !== '/' && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = url.startsWith('/assets/');
      return reply
        .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(url.slice(1), OWN_CACHE_HEADER);
    }
    // The page the client's router will show, for the path as the browser reads it (dot segments
    // resolved); the router decodes and ignores case itself (shared/client-routes.ts).
    const page = matchClientPage(new URL(`http://page${request.url}`).pathname, ALL_PAGES);
    // No page: SPEC's 404 page, drawn by the app, with a 404 status (issue #22 item 14).
    if (!page)
      return reply.status(404).header('Cache-Control', 'no-cache').sendFile('index.html', OWN_CACHE_HEADER);
    // The client's invoice page (/i/{token}, /I/…, /%69/…): its URL is a secret, so the page gets
    // the API's headers (issue #22 item 11), and it spends the public routes' budget too (item 12).
    if (page === PUBLIC_INVOICE_PAGE) {
      privateLinkHeaders(reply);
      await app.publicRateLimit.call(app, request, reply);
      if (reply.sent) return reply;
      // The page speaks the invoice's language (issue 5/6): say so in the HTML already, for the
      // browser's translation offer and screen readers before the script runs.
      const token = safeDecode(new URL(`http://page${request.url}`).pathname.split('/')[2] ?? '');
      const language = token ? await sharedInvoiceLanguage(app.deps, token) : null;
      if (!language || language === 'en') return reply.sendFile('index.html', OWN_CACHE_HEADER);
      appHtml ??= fs.readFileSync(path.join(root, 'index.html'), 'utf8');
      return reply
        .type('text/html; charset=utf-8')
        .send(appHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`));
    }
    // `/` for a browser not signed in here: the landing page already drawn (scripts/vite-prerender.ts),
    // in the visitor's language (issue 3/7): the menu's link (`?lang=de`, remembered from then on),
    // else the language this browser last spoke, else its Accept-Language.
    if (url === '/' && hasLanding) {
      if (request.cookies[SIGNED_IN_HINT_COOKIE] === '1') {
        return reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Cookie')
          .sendFile('index.html', OWN_CACHE_HEADER);
      }
      const language = landingLanguage(request);
      if (language.linked) {
        reply.setCookie(LANGUAGE_COOKIE, language.language, {
          path: '/',
          httpOnly: false,
          sameSite: 'lax',
          maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
          secure: request.protocol === 'https',
        });
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .sendFile(landingHtml(language.language), OWN_CACHE_HEADER);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', OWN_CACHE_HEADER);
  });
}
