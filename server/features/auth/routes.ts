import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  type RegisterInput,
  registerInputSchema,
  resetPasswordInputSchema,
  updateUserInputSchema,
  userSchema,
} from '../../../shared/auth';
import { messageSchema } from '../../../shared/errors';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE_S } from '../../../shared/first-load';
import { acceptedLanguages, appLanguageOf } from '../../../shared/i18n/app-language';
import { firstAcceptedLocale } from '../../../shared/locale-defaults';
import { unauthorized } from '../../lib/app-error';
import { backgroundSettled } from '../../lib/background';
import { say } from '../../lib/request-language';
import { SESSION_COOKIE, SESSION_COOKIE_PATH } from '../../plugins/session';
import * as auth from './operations';

const userResponse = z.object({ user: userSchema });

/**
 * The signed-in hint beside the session (shared/first-load.ts): readable by the page, holding no
 * secret, sent with page requests so `/` comes without the landing page. The web client renews it.
 */
const SIGNED_IN_HINT = {
  path: '/',
  httpOnly: false,
  sameSite: 'lax',
  maxAge: SIGNED_IN_HINT_MAX_AGE_S,
} as const;

/**
 * Replaces the session id before storing the user in it (no session fixation), with the credential
 * version its password was checked at: a password changed meanwhile makes the session invalid.
 */
async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { user, credentialVersion }: { user: { id: string }; credentialVersion: number },
) {
  await request.session.regenerate();
  request.session.userId = user.id;
  request.session.credentialVersion = credentialVersion;
  await request.session.save();
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...SIGNED_IN_HINT, secure: request.protocol === 'https' });
}

/**
 * Deletes the session row and tells the browser to drop the cookie too: the API's, and one a browser
 * may still hold for the whole site from when the cookie was sent everywhere.
 */
async function signOut(request: FastifyRequest, reply: FastifyReply) {
  await request.session.destroy();
  for (const path of [SESSION_COOKIE_PATH, '/']) {
    reply.clearCookie(SESSION_COOKIE, {
      path,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: SIGNED_IN_HINT.path, sameSite: SIGNED_IN_HINT.sameSite });
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: app.deps.config.authRateLimit, timeWindow: '1 minute' } };
  const tags = ['auth'];
  // A password reset still being queued when the server stops is finished first.
  app.addHook('onClose', () => backgroundSettled());

  app.get('/api/auth/user', { schema: { tags, response: { 200: userSchema } } }, async (request) => {
    const userId = request.session.userId;
    const user = userId ? await auth.currentUser(app.deps, userId) : undefined;
    if (!user) throw unauthorized();
    return user;
  });

  app.put(
    '/api/auth/user',
    {
      preHandler: app.requireUser,
      schema: { tags, body: updateUserInputSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const user = await auth.updateCurrentUser(app.deps, request.userId, request.body);
      if (!user) throw unauthorized();
      return user;
    },
  );

  app.post(
    '/api/auth/register',
    { config: limited, schema: { tags, body: registerInputSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const body = request.body as RegisterInput;
      const header = request.headers['accept-language'];
      const locale = body.locale ?? firstAcceptedLocale(header);
      const language = body.language ?? appLanguageOf(acceptedLanguages(header));
      const account = await auth.register(app.deps, { ...body, locale, language } as never);
      await signIn(request, reply, account);
      return reply.status(201).send({ user: account.user });
    },
  );

  app.post(
    '/api/auth/login',
    { config: limited, schema: { tags, body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { user, notice, credentialVersion } = await auth.login(app.deps, request.body);
      await signIn(request, reply, { user, credentialVersion });
      return notice ? { user, notice } : { user };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: messageSchema } } },
    async (request, reply) => {
      await signOut(request, reply);
      return { message: say(request, 'signed_out') };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { config: limited, schema: { tags, body: forgotPasswordInputSchema, response: { 200: messageSchema } } },
    async (request) => {
      auth.requestPasswordReset(app.deps, request.body, { log: request.log });
      return { message: say(request, 'password_reset_requested') };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: limited, schema: { tags, body: resetPasswordInputSchema, response: { 200: messageSchema } } },
    async (request) => {
      await auth.resetPassword(app.deps, request.body);
      return { message: say(request, 'password_reset_done') };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      preHandler: app.requireUser,
      config: limited,
      schema: { tags, body: changePasswordInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const version = await auth.changePassword(
        app.deps,
        request.userId,
        request.session.sessionId,
        request.body,
      );
      request.session.credentialVersion = version;
      return { message: say(request, 'password_changed') };
    },
  );

  app.delete(
    '/api/auth/delete-account',
    { preHandler: app.requireUser, schema: { tags, response: { 200: messageSchema } } },
    async (request, reply) => {
      await auth.deleteAccount(app.deps, request.userId);
      await signOut(request, reply);
      return { message: say(request, 'account_deleted') };
    },
  );
}
