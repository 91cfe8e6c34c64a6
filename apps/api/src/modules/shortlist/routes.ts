import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the shortlist module lands.
const shortlistRoutes: FastifyPluginAsyncZod = async () => {};

export default shortlistRoutes;
