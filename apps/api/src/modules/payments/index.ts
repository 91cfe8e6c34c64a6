/**
 * The payments module: the platform fee and the payments staff record. Other modules use only what
 * this file exports (dependency-cruiser checks it in `npm run check`).
 */
export type { TDepositSource, TVerifiedDeposit } from './deposit-source.ts';
export { noticePaymentRecorded } from './payment-notices.ts';
export { insertPayment, isPlatformFeePaid, listPaymentsOf, platformFeePaidOf } from './payment-repository.ts';
export { summarisePayments } from './payment-summary.ts';
export { pdfResponsesOf, RECEIPT_PDF_RESPONSE, sendReceiptPdf } from './receipt-reply.ts';
export { getPaymentReceipt } from './receipt-service.ts';
export { default as paymentsRoutes } from './routes.ts';
