import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the profile module lands.
const profileRoutes: FastifyPluginAsyncZod = async () => {};

export default profileRoutes;
