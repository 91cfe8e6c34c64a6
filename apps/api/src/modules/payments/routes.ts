import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const paymentsRoutes: FastifyPluginAsyncZod = async () => {};

export default paymentsRoutes;
