import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the students module lands.
const studentsRoutes: FastifyPluginAsyncZod = async () => {};

export default studentsRoutes;
