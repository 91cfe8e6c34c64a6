import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import documentReviewRoutes from './document-review-routes.ts';
import applicationDocumentRoutes from './document-routes.ts';
import staffApplicationRoutes from './staff-routes.ts';
import studentApplicationRoutes from './student-routes.ts';

/** Applications and offers (§4 Apply flow, §7) and the staff calls that move them along. */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(studentApplicationRoutes);
  await app.register(applicationDocumentRoutes);
  await app.register(staffApplicationRoutes);
  await app.register(documentReviewRoutes);
};

export default applicationsRoutes;
