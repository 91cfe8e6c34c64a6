import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Real files for the upload and preview tests, made in code (no binary fixtures in the repository):
 * each is what a browser, a PDF reader or Word would open. The shape is what setInputFiles and
 * Playwright's multipart requests take.
 */
export type TSampleFile = { name: string; mimeType: string; buffer: Buffer };

/** The sentence inside the sample PDF and Word document, looked for in their previews. */
export const SAMPLE_SENTENCE = 'Riya Sharma passed the Cambridge English exam with distinction.';

const PDF_MIME = 'application/pdf';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A one-page A4 PDF showing `sentence`, with a correct cross-reference table (byte offsets of every
 * object). `padToBytes` adds an unused stream so the file reaches that size (still a valid PDF).
 */
export function pdfFile(name = 'passport.pdf', sentence = SAMPLE_SENTENCE, padToBytes = 0): TSampleFile {
  const escaped = sentence.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 18 Tf 56 760 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const assemble = (padding: number) => {
    const all =
      padding > 0
        ? [...objects, `<< /Length ${padding} >>\nstream\n${'0'.repeat(padding)}\nendstream`]
        : objects;
    let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
    const offsets: number[] = [];
    all.forEach((object, index) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xrefAt = Buffer.byteLength(body, 'latin1');
    // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, CR LF.
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`).join('');
    body += `xref\n0 ${all.length + 1}\n0000000000 65535 f\r\n${entries}`;
    body += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  let buffer = assemble(0);
  if (padToBytes > buffer.length) {
    // The padding stream's own wrapping (object header, Length, xref line) takes some bytes: measure them.
    const overhead = assemble(1).length - 1 - buffer.length;
    buffer = assemble(Math.max(1, padToBytes - buffer.length - overhead));
  }
  return { name, mimeType: PDF_MIME, buffer };
}

/** A PDF-named file over the 10 MB upload limit (11 MB), for the size refusal. */
export const oversizedPdfFile = (name = 'scanned-passport.pdf') =>
  pdfFile(name, SAMPLE_SENTENCE, 11 * 1024 * 1024);

/** A file of a kind the portal never accepts (by its name): a Windows program. */
export const exeFile = (name = 'setup.exe'): TSampleFile => ({
  name,
  mimeType: 'application/x-msdownload',
  // "MZ", the DOS header of every .exe, then zeros.
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]),
});

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A real PNG (8-bit RGB, zlib-compressed scanlines, CRCs): a colour gradient of `size` × `size` pixels. */
export function pngFile(name = 'hsc-marksheet.png', size = 96): TSampleFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const pixel = row + 1 + x * 3;
      rows[pixel] = Math.round((x / size) * 255);
      rows[pixel + 1] = Math.round((y / size) * 255);
      rows[pixel + 2] = 160;
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A real JPEG, encoded by Chromium: a screenshot of the top-left corner of whatever `page` shows. */
export async function jpegFile(page: Page, name = 'ssc-marksheet.jpg'): Promise<TSampleFile> {
  const buffer = await page.screenshot({
    type: 'jpeg',
    quality: 80,
    clip: { x: 0, y: 0, width: 240, height: 160 },
  });
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A zip archive of stored (uncompressed) entries with its central directory: enough for any reader. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A Word document (.docx, Office Open XML) with one paragraph: `sentence`, on an A4 page with 1-inch margins. */
export function docxFile(name = 'resume.docx', sentence = SAMPLE_SENTENCE): TSampleFile {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const buffer = zipOf({
    '[Content_Types].xml': `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels': `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`,
    'word/document.xml': `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${escapeXml(sentence)}</w:t></w:r></w:p><w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`,
  });
  return { name, mimeType: DOCX_MIME, buffer };
}
