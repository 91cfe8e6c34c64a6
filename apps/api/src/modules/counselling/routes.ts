import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const counsellingRoutes: FastifyPluginAsyncZod = async () => {};

export default counsellingRoutes;
