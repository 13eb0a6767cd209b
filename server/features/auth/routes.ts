import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  userSchema,
} from '../../../shared/auth';
import { messageSchema } from '../../../shared/errors';
import { unauthorized } from '../../lib/app-error';
import * as auth from './operations';

const userResponse = z.object({ user: userSchema });

/** Replaces the session id before storing the user in it (no session fixation). */
async function signIn(request: FastifyRequest, userId: string) {
  await request.session.regenerate();
  request.session.userId = userId;
  await request.session.save();
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: app.deps.config.authRateLimit, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.get('/api/auth/user', { schema: { tags, response: { 200: userSchema } } }, async (request) => {
    const userId = request.session.userId;
    const user = userId ? await auth.currentUser(app.deps, userId) : undefined;
    if (!user) throw unauthorized();
    return user;
  });

  app.post(
    '/api/auth/register',
    { config: limited, schema: { tags, body: registerInputSchema, response: { 201: userResponse } } },
    async (request, reply) => {
      const user = await auth.register(app.deps, request.body as never);
      await signIn(request, user.id);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    { config: limited, schema: { tags, body: loginInputSchema, response: { 200: userResponse } } },
    async (request) => {
      const user = await auth.login(app.deps, request.body);
      await signIn(request, user.id);
      return { user };
    },
  );

  app.post('/api/auth/logout', { schema: { tags, response: { 200: messageSchema } } }, async (request) => {
    await request.session.destroy();
    return { message: 'Signed out' };
  });

  app.post(
    '/api/auth/forgot-password',
    { config: limited, schema: { tags, body: forgotPasswordInputSchema, response: { 200: messageSchema } } },
    async (request) => {
      await auth.forgotPassword(app.deps, request.body);
      return { message: 'If an account exists for that email, we have sent a link to reset the password.' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: limited, schema: { tags, body: resetPasswordInputSchema, response: { 200: messageSchema } } },
    async (request) => {
      await auth.resetPassword(app.deps, request.body);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  app.delete(
    '/api/auth/delete-account',
    { preHandler: app.requireUser, schema: { tags, response: { 200: messageSchema } } },
    async (request) => {
      await auth.deleteAccount(app.deps, request.userId);
      await request.session.destroy();
      return { message: 'Your account and all its data have been deleted.' };
    },
  );
}
