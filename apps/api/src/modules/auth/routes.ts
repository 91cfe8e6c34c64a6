import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the auth module lands.
const authRoutes: FastifyPluginAsyncZod = async () => {};

export default authRoutes;
