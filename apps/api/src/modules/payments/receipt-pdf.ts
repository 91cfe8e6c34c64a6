import {
  formatInstant,
  PAYMENT_MODE_LABELS,
  STUDENT_PAYMENT_DESCRIPTIONS,
  RECEIPT_PDF_TEXTS as T,
  type TPaymentReceipt,
} from '@portal/contract';
import { formatPdfAmount, printable, renderPdf } from './pdf-document.ts';

const rupees = (amount: number) => formatPdfAmount(amount, 'INR');

/** A consultancy fee payment's receipt as an A4 PDF (student and staff download the same document). */
export function renderReceiptPdf(receipt: TPaymentReceipt): Promise<Buffer> {
  return renderPdf({ title: T.title, documentNumber: receipt.receiptNumber }, ({ row, heading, footer }) => {
    row(T.receiptNumber, receipt.receiptNumber);
    row(T.date, formatInstant(receipt.createdAt));
    row(T.student, printable(receipt.student.name) || '-');
    row(T.referenceId, receipt.student.referenceId);
    row(T.paidFor, STUDENT_PAYMENT_DESCRIPTIONS.consultancyFee);
    row(T.amount, rupees(receipt.amount));
    row(T.mode, PAYMENT_MODE_LABELS[receipt.mode]);
    row(T.reference, printable(receipt.reference) || T.noReference);
    row(T.recordedBy, printable(receipt.recordedBy.name));

    heading(T.feeHeading);
    row(T.fee, rupees(receipt.fee.amount));
    row(T.gst, rupees(receipt.fee.gst));
    row(T.total, rupees(receipt.fee.total));
    row(T.paidToDate, rupees(receipt.paidToDate));
    row(T.balance, rupees(receipt.balanceAfter));

    footer(T.footer);
  });
}
