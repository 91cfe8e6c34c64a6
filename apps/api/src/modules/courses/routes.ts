import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the courses module lands.
const coursesRoutes: FastifyPluginAsyncZod = async () => {};

export default coursesRoutes;
