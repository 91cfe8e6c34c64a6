import { PAYMENT_MESSAGES, ZApiError, ZPaymentParams, ZPaymentReceipt } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPaymentReceipt } from './receipt-service.ts';

/** GET /api/staff/payments/{paymentId}/receipt: the console's printable receipt. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/payments/:paymentId/receipt',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security: [{ bearerAuth: [] }],
        summary: 'The receipt of one recorded payment',
        description:
          'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401. receiptNumber is ' +
          'RCPT-{year of payment}-{payment id, 6 digits}; paidToDate is what the student had paid ' +
          'including this payment, balanceAfter what remained of the fee after it (never below 0). ' +
          `404 "${PAYMENT_MESSAGES.paymentNotFound}" for an unknown id.`,
        params: ZPaymentParams,
        response: { 200: ZPaymentReceipt, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getPaymentReceipt(app.db, request.params.paymentId),
  );
};

export default receiptRoutes;
