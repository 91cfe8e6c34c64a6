import { UPLOAD_MESSAGES as M, PROFILE_MESSAGES } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentsClient } from '../documents/documents-client.ts';
import { tinyDoc } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { profileClient } from '../profile/profile-client.ts';
import { docxs, images, pdfs } from './crafted.ts';
import { storedState } from './stored-state.ts';

const t = useTestApp();
const documents = documentsClient(t);
const profile = profileClient(t);

/** The impostor .doc the issue found accepted: an OLE header and the name "WordDocument", nothing real. */
function oleNamingWordDocument(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return bytes;
}

// Through the real upload route: the files the issue found accepted are refused with the student's
// message and leave nothing stored; real files of each kind still go in.
describe('uploads are judged by their whole content', () => {
  it.each<[string, string, () => Buffer | Promise<Buffer>, string | null]>([
    ['FF D8 FF E0 then <script> as .jpg', 'scan.jpg', images.scriptAfterJpegHeader, M.imageNotValid],
    ['%PDF- then HTML as .pdf', 'passport.pdf', pdfs.htmlAfterHeader, M.pdfNotValid],
    ['a PDF with JavaScript on open', 'passport.pdf', pdfs.openJavaScript, M.pdfActiveContent],
    ['an OLE file naming "WordDocument" as .doc', 'cv.doc', oleNamingWordDocument, M.docNotValid],
    ['a .docx with a remote attachedTemplate', 'cv.docx', docxs.remoteTemplate, M.docxExternalContent],
    ['a .docx with a vbaProject.bin', 'cv.docx', docxs.vbaProject, M.docxActiveContent],
    ['a real PNG', 'scan.png', images.realPng, null],
    ['a real JPEG', 'scan.jpg', images.realJpeg, null],
    ['a real PDF', 'passport.pdf', pdfs.real, null],
    ['a real docx', 'cv.docx', docxs.withHyperlink, null],
    ['a real doc', 'cv.doc', () => tinyDoc(), null],
  ])('%s', async (_label, fileName, make, refusal) => {
    const student = await createSignedInUser(t.app);
    const before = await storedState(t);
    const res = await documents.upload(student, { type: 'PASSPORT', fileName, content: await make() });
    if (refusal === null) {
      expect(res.statusCode, res.body).toBe(201);
      return;
    }
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().debugMessage).toBe(refusal);
    expect(await storedState(t)).toEqual(before);
  });
});

describe('the profile photo is stored re-encoded', () => {
  it('keeps no metadata and nothing after the image', async () => {
    const student = await createSignedInUser(t.app);
    const withExif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'GPS-and-name-here' } })
      .toBuffer();
    const sent = Buffer.concat([withExif, Buffer.from('<script>alert(1)</script>')]);
    const res = await profile.uploadPhoto(student, {
      contentType: 'image/jpeg',
      base64String: sent.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = Buffer.from((await profile.downloadPhoto(student)).json().base64String, 'base64');
    expect(stored.includes(Buffer.from('GPS-and-name-here'))).toBe(false);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('refuses a photo that is only a JPEG header', async () => {
    const student = await createSignedInUser(t.app);
    const base64String = images.scriptAfterJpegHeader().toString('base64');
    const res = await profile.uploadPhoto(student, { contentType: 'image/jpeg', base64String });
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(M.imageNotValid);
    expect((await profile.downloadPhoto(student)).json().debugMessage).toBe(PROFILE_MESSAGES.photoMissing);
  });
});
