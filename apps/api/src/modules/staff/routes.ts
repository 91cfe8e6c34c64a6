import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const staffRoutes: FastifyPluginAsyncZod = async () => {};

export default staffRoutes;
