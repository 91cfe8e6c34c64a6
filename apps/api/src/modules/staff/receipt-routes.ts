import { PAYMENT_MESSAGES, ZApiError, ZPaymentParams, ZPaymentReceipt } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getPaymentReceipt,
  pdfResponsesOf,
  RECEIPT_PDF_RESPONSE,
  sendReceiptPdf,
} from '../payments/index.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const NOT_FOUND = `404 "${PAYMENT_MESSAGES.paymentNotFound}" for an unknown id.`;

/** GET /api/staff/payments/{paymentId}/receipt (the console's printable receipt) and its PDF. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/payments/:paymentId/receipt',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'The receipt of one recorded payment',
        description:
          'Staff only (COUNSELLOR or ADMIN): a student token gets 403, no token 401. receiptNumber is ' +
          'RCPT-{year of payment}-{payment id, 6 digits}; paidToDate is what the student had paid ' +
          'including this payment, balanceAfter what remained of the fee after it (never below 0). ' +
          NOT_FOUND,
        params: ZPaymentParams,
        response: { 200: ZPaymentReceipt, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getPaymentReceipt(app.db, request.params.paymentId),
  );

  app.get(
    '/api/staff/payments/:paymentId/receipt.pdf',
    {
      onRequest: app.requireStaff,
      schema: {
        ...common,
        summary: 'The receipt of one recorded payment, as a PDF',
        description:
          'The same receipt as GET /api/staff/payments/{paymentId}/receipt, as the A4 PDF the student ' +
          'downloads (Content-Disposition attachment; filename RCPT-{year}-{id}.pdf). Staff only: a ' +
          `student token gets 403, no token 401. ${NOT_FOUND}`,
        params: ZPaymentParams,
        response: pdfResponsesOf(RECEIPT_PDF_RESPONSE),
      },
    },
    async (request, reply) =>
      sendReceiptPdf(reply, await getPaymentReceipt(app.db, request.params.paymentId)),
  );
};

export default receiptRoutes;
