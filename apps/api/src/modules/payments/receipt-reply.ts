import { depositReceiptNumberOf, receiptFileNameOf, type TPaymentReceipt, ZApiError } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderDepositReceiptPdf } from './deposit-receipt-pdf.ts';
import type { TVerifiedDeposit } from './deposit-source.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The description of a receipt PDF route's 200 (OpenAPI has no zod type for bytes). */
export const RECEIPT_PDF_RESPONSE = 'application/pdf: the receipt, saved as RCPT-{year}-{id}.pdf';
export const DEPOSIT_PDF_RESPONSE =
  'application/pdf: the deposit confirmation, saved as DEP-{year paid}-{applicationId}.pdf';

/** A PDF download route's responses: the file (described, as above) or the usual refusals. */
export const pdfResponsesOf = (description: string) => ({
  200: z.any().describe(description),
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
});

/**
 * Sends a PDF download. The file name is the receipt number (letters, digits and - only), so nothing
 * typed by a person reaches the header.
 */
function sendPdf(reply: FastifyReply, receiptNumber: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${receiptFileNameOf(receiptNumber)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export async function sendReceiptPdf(reply: FastifyReply, receipt: TPaymentReceipt) {
  return sendPdf(reply, receipt.receiptNumber, await renderReceiptPdf(receipt));
}

export async function sendDepositReceiptPdf(reply: FastifyReply, deposit: TVerifiedDeposit) {
  const receiptNumber = depositReceiptNumberOf(deposit.applicationId, deposit.paidOn);
  return sendPdf(reply, receiptNumber, await renderDepositReceiptPdf(deposit));
}
