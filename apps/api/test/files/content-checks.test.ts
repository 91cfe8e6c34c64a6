import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES as M, type TFileKind } from '@portal/contract';
import CFB from 'cfb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/modules/files/content-checks/index.ts';
import { detectFileKind } from '../../src/modules/files/file-kind.ts';
import { tinyDoc, tinyDocx, tinyPdf } from '../helpers/files.ts';
import { tinyJpeg, tinyPng } from '../helpers/images.ts';
import { docxs, images, objectStreamBomb, pdfs } from './crafted.ts';

// Each file is written to disk (uploads are checked staged, never in memory) and checked by the
// real parsers; PDFs and .doc files on the real checker thread.
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-checks-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

let counter = 0;
async function verdict(bytes: Buffer, kind: TFileKind, limits?: Parameters<typeof checkContent>[2]) {
  const file = path.join(dir, `f${counter++}`);
  await fs.writeFile(file, bytes);
  try {
    await checkContent(file, kind, limits);
    return 'accepted';
  } catch (error) {
    return (error as { debugMessage?: string }).debugMessage ?? (error as Error).message;
  }
}

/** The legacy impostor the issue found accepted: an OLE header and the name "WordDocument", nothing real. */
function oleNamingWordDocument(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return bytes;
}

/** A compound file with a WordDocument stream `fib` and the given other streams. */
function cfbOf(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
const fib = (magic = 0xa5ec) => {
  const bytes = Buffer.alloc(1472);
  bytes.writeUInt16LE(magic, 0);
  bytes.writeUInt16LE(0x0200, 10);
  return bytes;
};

describe('images decode whole, within the pixel bound', () => {
  it.each<[string, () => Buffer | Promise<Buffer>, TFileKind, string]>([
    ['FF D8 FF E0 then <script> (the issue)', images.scriptAfterJpegHeader, 'jpeg', M.imageNotValid],
    ['a JPEG cut in half', images.truncatedJpeg, 'jpeg', M.imageNotValid],
    ['a PNG with damaged image data', images.corruptPng, 'png', M.imageNotValid],
    ['a PNG declaring 900 megapixels', images.pixelBomb, 'png', M.imageTooManyPixels(100)],
    ['a PNG where a JPEG is expected', images.realPng, 'jpeg', M.imageNotValid],
    ['a real PNG made by sharp', images.realPng, 'png', 'accepted'],
    ['a real JPEG made by sharp', images.realJpeg, 'jpeg', 'accepted'],
    ['the shared tiny PNG', () => tinyPng(), 'png', 'accepted'],
    ['the shared tiny JPEG', () => tinyJpeg(), 'jpeg', 'accepted'],
  ])('%s', async (_label, make, kind, expected) => {
    expect(await verdict(await make(), kind)).toBe(expected);
  });
});

describe('PDFs parse, and nothing runs or fetches on its own', () => {
  it.each<[string, () => Promise<Buffer>, string]>([
    ['%PDF- then HTML (the issue)', pdfs.htmlAfterHeader, M.pdfNotValid],
    ['a PDF without pages', pdfs.noPages, M.pdfNotValid],
    ['JavaScript on open', pdfs.openJavaScript, M.pdfActiveContent],
    ['document-level JavaScript (Names tree)', pdfs.documentJavaScript, M.pdfActiveContent],
    ['a web address opened on open', pdfs.openUri, M.pdfActiveContent],
    ['Launch on open', pdfs.openLaunch, M.pdfActiveContent],
    ['a remote file (GoToR) on open', pdfs.openRemoteFile, M.pdfActiveContent],
    ['SubmitForm on open', pdfs.openSubmitForm, M.pdfActiveContent],
    ['ImportData on open', pdfs.openImportData, M.pdfActiveContent],
    ["a page's open action launching a program", pdfs.pageOpenLaunch, M.pdfActiveContent],
    ['an XFA form', pdfs.xfaForm, M.pdfActiveContent],
    ['an attached file', pdfs.attachment, M.pdfAttachments],
    ['Launch spelled with a hex escape (/#4caunch)', pdfs.escapedLaunch, M.pdfActiveContent],
    ['a scripted object shadowed by a later one of the same number', pdfs.shadowedScript, M.pdfActiveContent],
    ['a PDF that needs a password', pdfs.passwordProtected, M.pdfPassword],
    ['a real PDF made by pdf-lib', pdfs.real, 'accepted'],
    ['a PDF with a link the reader clicks', pdfs.withClickableLink, 'accepted'],
    ['a "no editing" PDF (owner password only)', pdfs.ownerPasswordOnly, 'accepted'],
    ['the shared tiny PDF', () => Promise.resolve(tinyPdf()), 'accepted'],
  ])('%s', async (_label, make, expected) => {
    expect(await verdict(await make(), 'pdf')).toBe(expected);
  });

  it('gives up on an object stream that inflates without end, and the next check still runs', async () => {
    const limits = { timeoutMs: 3000, maxHeapMb: 256 };
    const bomb = objectStreamBomb(4000); // ~4 MB that inflate to 4 GB
    expect(await verdict(tinyPdf(), 'pdf', limits)).toBe('accepted'); // the thread is up
    const started = performance.now();
    expect(await verdict(bomb, 'pdf', limits)).toBe(M.fileTooComplex);
    expect(performance.now() - started).toBeLessThan(limits.timeoutMs + 2000);
    expect(await verdict(tinyPdf(), 'pdf', limits)).toBe('accepted');
  }, 60_000);
});

describe('.docx: a real Word package that fetches nothing and runs nothing', () => {
  it.each<[string, () => Buffer, string]>([
    [
      'an attachedTemplate at http://attacker.example (the issue)',
      docxs.remoteTemplate,
      M.docxExternalContent,
    ],
    ['an attachedTemplate on another machine (file://host/…)', docxs.uncTemplate, M.docxExternalContent],
    ['a vbaProject.bin (the issue)', docxs.vbaProject, M.docxActiveContent],
    ['a VBA content type', docxs.macroEnabledType, M.docxActiveContent],
    ['a macro-enabled main part', docxs.macroEnabledMain, M.docxActiveContent],
    ['an ActiveX control', docxs.activeX, M.docxActiveContent],
    ['a linked picture on a web server', docxs.externalImage, M.docxExternalContent],
    ['a frame from a web server', docxs.externalFrame, M.docxExternalContent],
    ['a subdocument on a share', docxs.externalSubDocument, M.docxExternalContent],
    ['a linked OLE object', docxs.linkedOleObject, M.docxActiveContent],
    ['an embedded OLE object', docxs.embeddedOleObject, M.docxActiveContent],
    ['a DTD with entities', docxs.entityExpansion, M.docxNotValid],
    ['no [Content_Types].xml', docxs.noContentTypes, M.docxNotValid],
    ['no word/document.xml', docxs.noMainPart, M.docxNotValid],
    ['2,001 parts', docxs.tooManyParts, M.docxTooLarge],
    ['a part claiming 4 GB unpacked', docxs.claimsHugeUnpacked, M.docxTooLarge],
    ['a real docx', docxs.real, 'accepted'],
    ['a docx with a hyperlink (clicked, not fetched on open)', docxs.withHyperlink, 'accepted'],
    ["a docx made from the author's local Normal.dotm", docxs.withLocalTemplate, 'accepted'],
    ['the shared tiny docx', () => tinyDocx(), 'accepted'],
  ])('%s', async (_label, make, expected) => {
    expect(await verdict(make(), 'docx')).toBe(expected);
  });
});

describe('.doc: a Word binary (OLE compound file with a FIB) without macros or objects', () => {
  it.each<[string, () => Buffer, string]>([
    ['an OLE header naming "WordDocument" (the issue)', oleNamingWordDocument, M.docNotValid],
    [
      'a WordDocument stream without the FIB identifier',
      () => cfbOf({ WordDocument: fib(0x1234), '1Table': Buffer.alloc(512) }),
      M.docNotValid,
    ],
    ['no table stream', () => cfbOf({ WordDocument: fib() }), M.docNotValid],
    [
      'a Macros storage',
      () => tinyDoc('WordDocument', { 'Macros/VBA/dir': Buffer.alloc(64) }),
      M.docActiveContent,
    ],
    [
      'an Office VBA project',
      () => tinyDoc('WordDocument', { '_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(64) }),
      M.docActiveContent,
    ],
    [
      'an embedded Packager object',
      () => tinyDoc('WordDocument', { 'ObjectPool/_1234/\u0001Ole10Native': Buffer.alloc(64) }),
      M.docActiveContent,
    ],
    ['a real .doc written with cfb', () => tinyDoc(), 'accepted'],
  ])('%s', async (_label, make, expected) => {
    const bytes = make();
    expect(await detectFileKind(bytes)).toBe('doc');
    expect(await verdict(bytes, 'doc')).toBe(expected);
  });
});
