import { PORTAL_NAME, RECEIPT_PDF_TEXTS } from '@portal/contract';
import PDFDocument from 'pdfkit';

// The PDF's built-in fonts have no ₹ glyph: amounts are printed with the ISO code instead. Rupees are
// grouped the Indian way (1,50,000); a university's currency the way its country writes it (150,000).
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const THOUSANDS_GROUPING = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
export const formatPdfAmount = (amount: number, currency: string) =>
  `${currency} ${(currency === 'INR' ? INDIAN_GROUPING : THOUSANDS_GROUPING).format(amount)}`;

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
export const printable = (text: string) => (isPrintable(text) ? text : RECEIPT_PDF_TEXTS.notPrintable);

/** What a document's body is written with: label/value rows, headings, and the small print. */
export type TPdfWriter = {
  row: (label: string, value: string) => void;
  heading: (text: string) => void;
  footer: (text: string) => void;
};

/**
 * An A4 document headed by the portal's name and `title`, its body written by `write`, with real
 * text (copy, search and screen readers work; tests read it back). Built in memory: a receipt is a
 * few kilobytes.
 */
export function renderPdf(
  { title, documentNumber }: { title: string; documentNumber: string },
  write: (pdf: TPdfWriter) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} ${documentNumber}`, Author: PORTAL_NAME, Subject: title },
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
  const heading = (text: string) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(text);
    doc.moveDown(0.4).fontSize(11);
  };
  const footer = (text: string) => {
    doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555').text(text);
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(PORTAL_NAME);
  doc.font('Helvetica').fontSize(14).fillColor('#333333').text(title).moveDown(1.2);
  doc.fontSize(11);
  write({ row, heading, footer });
  doc.end();
  return done;
}
