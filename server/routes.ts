import type { FastifyInstance } from 'fastify';
import authRoutes from './features/auth/routes';
import healthRoutes from './features/health/routes';

/** Every feature's routes, registered in this order. */
export const featureRoutes: ((app: FastifyInstance) => Promise<void>)[] = [healthRoutes, authRoutes];
