import { describe, expect, it } from 'vitest';
import {
  checkPreviewSupport,
  extensionOf,
  isAllowedUploadFile,
  previewKindOf,
  UPLOAD_ACCEPT,
  validateUploadFileName,
} from '../src/validation/file-types.ts';

describe('§5 upload extensions', () => {
  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.pdf', 'a.doc', 'a.docx', 'SCAN.PDF', 'my.cv.Docx'])(
    'accepts %s',
    (name) => {
      expect(isAllowedUploadFile(name)).toBe(true);
      expect(validateUploadFileName(name)).toBeNull();
    },
  );

  it.each(['a.gif', 'a.exe', 'a.pdf.exe', 'pdf', '.pdf', 'a.', 'a.txt', 'a.webp'])('rejects %s', (name) => {
    expect(isAllowedUploadFile(name)).toBe(false);
    expect(validateUploadFileName(name)).toBe(
      'Only .png, .jpg, .jpeg, .pdf, .doc and .docx files can be uploaded.',
    );
  });

  it('offers the accept attribute', () => {
    expect(UPLOAD_ACCEPT).toBe('.png,.jpg,.jpeg,.pdf,.doc,.docx');
  });
});

describe('§5 preview support', () => {
  it.each([
    ['photo.jpg', 'image'],
    ['photo.JPEG', 'image'],
    ['photo.png', 'image'],
    ['offer.pdf', 'pdf'],
    ['https://files.example/x/offer.pdf?sig=abc#page=2', 'pdf'],
    ['cv.doc', 'word'],
    ['cv.docx', 'word'],
  ])('%s previews as %s', (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
    expect(checkPreviewSupport(name)).toBeNull();
  });

  it.each(['notes.txt', 'scan.tiff', 'archive.zip', 'noextension', 'https://x.example/file?name=a.pdf'])(
    '%s → "Unsupported file format."',
    (name) => {
      expect(previewKindOf(name)).toBeNull();
      expect(checkPreviewSupport(name)).toBe('Unsupported file format.');
    },
  );

  it('reads extensions', () => {
    expect(extensionOf('/a/b.c/D.PnG')).toBe('png');
    expect(extensionOf('.hidden')).toBe('');
  });
});
