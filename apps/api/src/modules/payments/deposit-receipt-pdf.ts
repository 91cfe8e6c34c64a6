import {
  depositReceiptNumberOf,
  formatDisplayDate,
  formatInstant,
  DEPOSIT_RECEIPT_PDF_TEXTS as T,
} from '@portal/contract';
import type { TVerifiedDeposit } from './deposit-source.ts';
import { formatPdfAmount, printable, renderPdf } from './pdf-document.ts';

/**
 * A verified tuition deposit's confirmation as an A4 PDF. No "verified by" row: the post-offer tables
 * keep when the deposit was verified, not who verified it (the audit log has that, for staff).
 */
export function renderDepositReceiptPdf(deposit: TVerifiedDeposit): Promise<Buffer> {
  const receiptNumber = depositReceiptNumberOf(deposit.applicationId, deposit.paidOn);
  return renderPdf({ title: T.title, documentNumber: receiptNumber }, ({ row, footer }) => {
    row(T.receiptNumber, receiptNumber);
    row(T.date, formatInstant(deposit.verifiedAt.toISOString()));
    row(T.student, printable(deposit.student.name) || '-');
    row(T.referenceId, deposit.student.referenceId);
    row(T.course, printable(deposit.courseName));
    row(T.university, printable(deposit.universityName));
    row(T.amount, formatPdfAmount(deposit.amount, deposit.currency));
    row(T.paidOn, formatDisplayDate(deposit.paidOn));
    footer(T.footer);
  });
}
