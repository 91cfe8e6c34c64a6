import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import staffPostOfferRoutes from './staff-routes.ts';
import studentPostOfferRoutes from './student-routes.ts';

/** The journey after the unconditional offer: the student's view and the counsellor's records. */
const postOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(studentPostOfferRoutes);
  await app.register(staffPostOfferRoutes);
};

export default postOfferRoutes;
