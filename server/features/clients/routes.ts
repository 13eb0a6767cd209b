import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdParamsSchema, clientInputSchema, clientSchema } from '../../../shared/clients';
import { messageSchema } from '../../../shared/errors';
import { say } from '../../lib/request-language';
import * as clients from './operations';

export default async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['clients'];
  const preHandler = app.requireUser;

  app.get(
    '/api/clients',
    { preHandler, schema: { tags, response: { 200: z.array(clientSchema) } } },
    (request) => clients.listClients(app.deps, request.userId),
  );

  app.get(
    '/api/clients/:id',
    { preHandler, schema: { tags, params: clientIdParamsSchema, response: { 200: clientSchema } } },
    (request) => clients.getClient(app.deps, request.userId, request.params.id),
  );

  app.post(
    '/api/clients',
    { preHandler, schema: { tags, body: clientInputSchema, response: { 201: clientSchema } } },
    async (request, reply) => {
      const client = await clients.createClient(app.deps, request.userId, request.body);
      return reply.status(201).send(client);
    },
  );

  app.put(
    '/api/clients/:id',
    {
      preHandler,
      schema: {
        tags,
        params: clientIdParamsSchema,
        body: clientInputSchema,
        response: { 200: clientSchema },
      },
    },
    (request) => clients.updateClient(app.deps, request.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/clients/:id',
    { preHandler, schema: { tags, params: clientIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await clients.deleteClient(app.deps, request.userId, request.params.id);
      return { message: say(request, 'client_deleted') };
    },
  );
}
