import { ZApiError, ZPaymentSummary } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { TDepositSource } from './deposit-source.ts';
import { getPaymentSummary } from './payment-service.ts';
import studentPaymentRoutes from './student-payment-routes.ts';

/** `deposits`: the post-offer module's verified tuition deposits (see deposit-source.ts). */
const paymentsRoutes: FastifyPluginAsyncZod<{ deposits: TDepositSource }> = async (app, { deposits }) => {
  app.get(
    '/api/payment/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        security: [{ bearerAuth: [] }],
        summary: "The payment page's summary for the caller",
        description:
          'The platform fee of §9 (amount 4200, gst 756, total 4956 rupees) and isPaid: true once the ' +
          'payments staff recorded for the caller (POST /api/staff/students/{studentId}/payments) reach ' +
          'the total. Paying online is not offered yet (§2: Pay Now is a placeholder).',
        response: { 200: ZPaymentSummary, 401: ZApiError },
      },
    },
    async (request) => getPaymentSummary(app.db, currentUser(request).id),
  );
  await app.register(studentPaymentRoutes, { deposits });
};

export default paymentsRoutes;
