import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../shared/dashboard';
import { getDashboardStats } from './operations';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard/stats',
    { preHandler: app.requireUser, schema: { tags: ['dashboard'], response: { 200: dashboardStatsSchema } } },
    (request) => getDashboardStats(app.deps, request.userId, new Date(), request.account),
  );
}
