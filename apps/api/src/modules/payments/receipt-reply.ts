import { receiptFileNameOf, type TPaymentReceipt } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The description of a receipt PDF route's 200 (OpenAPI has no zod type for bytes). */
export const RECEIPT_PDF_RESPONSE = 'application/pdf: the receipt, saved as RCPT-{year}-{id}.pdf';

/**
 * Sends a receipt as a PDF download. The file name is the receipt number (letters, digits and -
 * only), so nothing from the database reaches the header.
 */
export async function sendReceiptPdf(reply: FastifyReply, receipt: TPaymentReceipt) {
  const pdf = await renderReceiptPdf(receipt);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${receiptFileNameOf(receipt.receiptNumber)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
