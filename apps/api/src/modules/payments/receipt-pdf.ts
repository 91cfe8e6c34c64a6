import {
  formatInstant,
  PAYMENT_MODE_LABELS,
  PORTAL_NAME,
  STUDENT_PAYMENT_DESCRIPTIONS,
  RECEIPT_PDF_TEXTS as T,
  type TPaymentReceipt,
} from '@portal/contract';
import PDFDocument from 'pdfkit';

// The PDF's built-in fonts have no ₹ glyph: amounts are printed with the ISO code instead.
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
export const formatPdfAmount = (amount: number, currency: string) =>
  `${currency} ${INDIAN_GROUPING.format(amount)}`;

const LABEL_WIDTH = 190;

// What the built-in fonts can print (Windows-1252): printable ASCII, Latin-1 and these.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isPrintable = (text: string) =>
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char);
  });

/**
 * A name or reference as typed, or a plain note when the built-in font has no glyphs for it: a name in
 * Devanagari or Tamil would otherwise print as unrelated Latin letters. Embedding a Unicode font would
 * print it; until then the receipt number and reference id identify the student.
 */
export const printable = (text: string) => (isPrintable(text) ? text : T.notPrintable);

/**
 * A consultancy fee payment's receipt as an A4 PDF, with real text (copy, search and screen readers
 * work; tests read it back). Built in memory: a receipt is a few kilobytes.
 */
export function renderReceiptPdf(receipt: TPaymentReceipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${T.title} ${receipt.receiptNumber}`, Author: PORTAL_NAME, Subject: T.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fillColor('#555555').text(label, doc.page.margins.left, y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor('#111111')
      .text(value, doc.page.margins.left + LABEL_WIDTH, y, {
        width: doc.page.width - doc.page.margins.right - doc.page.margins.left - LABEL_WIDTH,
      });
    // Back to the left margin: the value column must not become the indent of what follows.
    doc.x = doc.page.margins.left;
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  const rupees = (amount: number) => formatPdfAmount(amount, 'INR');

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(PORTAL_NAME);
  doc.font('Helvetica').fontSize(14).fillColor('#333333').text(T.title).moveDown(1.2);
  doc.fontSize(11);
  row(T.receiptNumber, receipt.receiptNumber);
  row(T.date, formatInstant(receipt.createdAt));
  row(T.student, printable(receipt.student.name) || '-');
  row(T.referenceId, receipt.student.referenceId);
  row(T.paidFor, STUDENT_PAYMENT_DESCRIPTIONS.consultancyFee);
  row(T.amount, rupees(receipt.amount));
  row(T.mode, PAYMENT_MODE_LABELS[receipt.mode]);
  row(T.reference, printable(receipt.reference) || T.noReference);
  row(T.recordedBy, printable(receipt.recordedBy.name));

  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(T.feeHeading).moveDown(0.4).fontSize(11);
  row(T.fee, rupees(receipt.fee.amount));
  row(T.gst, rupees(receipt.fee.gst));
  row(T.total, rupees(receipt.fee.total));
  row(T.paidToDate, rupees(receipt.paidToDate));
  row(T.balance, rupees(receipt.balanceAfter));

  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555').text(T.footer);
  doc.end();
  return done;
}
