import {
  PAYMENT_MESSAGES,
  STUDENT_PAYMENT_MESSAGES,
  ZApiError,
  ZPaymentParams,
  ZPostOfferParams,
  ZStudentPayments,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getStudentDeposit } from './deposit-receipt-service.ts';
import type { TDepositSource } from './deposit-source.ts';
import {
  DEPOSIT_PDF_RESPONSE,
  pdfResponsesOf,
  RECEIPT_PDF_RESPONSE,
  sendDepositReceiptPdf,
  sendReceiptPdf,
} from './receipt-reply.ts';
import { getPaymentReceipt } from './receipt-service.ts';
import { listStudentPayments } from './student-payments-service.ts';

const common = { tags: ['payments'], security: [{ bearerAuth: [] }] };

/** The signed-in student; a staff token is refused (403), staff have their own receipt routes. */
function studentOf(request: FastifyRequest) {
  const user = currentUser(request);
  if (user.role !== 'STUDENT') throw forbidden(STUDENT_PAYMENT_MESSAGES.studentsOnly);
  return user;
}

/** Fees & Finance → See Detail: the signed-in student's payments and their receipts. */
const studentPaymentRoutes: FastifyPluginAsyncZod<{ deposits: TDepositSource }> = async (
  app,
  { deposits },
) => {
  app.get(
    '/api/student/payments',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The caller's payments, newest first",
        description:
          'Every payment the signed-in student made: the consultancy fee payments staff recorded (kind ' +
          'CONSULTANCY_FEE, INR, each with receiptPath) and verified tuition deposits (kind TUITION_DEPOSIT), ' +
          'newest paidOn first; fee is GET /api/payment/summary plus balance (total - paidAmount, never ' +
          `below 0). Students only: a staff token gets 403 "${STUDENT_PAYMENT_MESSAGES.studentsOnly}".`,
        response: { 200: ZStudentPayments, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => listStudentPayments(app.db, deposits, currentUser(request)),
  );

  app.get(
    '/api/student/payments/:paymentId/receipt.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The receipt of one of the caller’s payments, as a PDF',
        description:
          'A consultancy fee payment of the signed-in student, as an A4 PDF download (Content-Disposition ' +
          'attachment; filename RCPT-{year}-{id}.pdf): portal name, receipt number, student name and ' +
          'reference id, what was paid, amount, mode and reference, date, and the fee total, paid to date ' +
          `and balance after it. 404 "${PAYMENT_MESSAGES.paymentNotFound}" for an unknown id and for ` +
          "another student's payment alike; 403 for a staff token (staff use " +
          'GET /api/staff/payments/{paymentId}/receipt.pdf).',
        params: ZPaymentParams,
        response: pdfResponsesOf(RECEIPT_PDF_RESPONSE),
      },
    },
    async (request, reply) => {
      const user = studentOf(request);
      return sendReceiptPdf(reply, await getPaymentReceipt(app.db, request.params.paymentId, user.id));
    },
  );

  app.get(
    '/api/student/payments/deposits/:applicationId/receipt.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The confirmation of one of the caller’s tuition deposits, as a PDF',
        description:
          'A tuition deposit the counsellor verified on one of the signed-in student’s applications, as an ' +
          'A4 PDF download (Content-Disposition attachment; filename DEP-{year paid}-{applicationId}.pdf): ' +
          'portal name, confirmation number, date verified, student name and reference id, course and ' +
          'university, amount paid with its currency, and the day it was paid. The money went to the ' +
          'university; the PDF says the portal only confirms it was received. 404 ' +
          `"${STUDENT_PAYMENT_MESSAGES.depositNotFound}" for an unknown application, another student's, ` +
          'and a deposit not verified yet alike; 403 for a staff token.',
        params: ZPostOfferParams,
        response: pdfResponsesOf(DEPOSIT_PDF_RESPONSE),
      },
    },
    async (request, reply) => {
      const user = studentOf(request);
      return sendDepositReceiptPdf(
        reply,
        await getStudentDeposit(app.db, deposits, request.params.applicationId, user.id),
      );
    },
  );
};

export default studentPaymentRoutes;
