import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const eventsRoutes: FastifyPluginAsyncZod = async () => {};

export default eventsRoutes;
