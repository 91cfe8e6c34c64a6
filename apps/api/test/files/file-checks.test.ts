import { DOCUMENT_FILE_KINDS, OFFER_LETTER_FILE_KINDS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { detectFileKind } from '../../src/modules/files/file-kind.ts';
import { checkContentMatchesName, checkFileName } from '../../src/modules/files/file-name.ts';
import { plainText, plainZip, tinyDoc, tinyDocx, tinyPdf, zipOf } from '../helpers/files.ts';
import { tinyGif, tinyJpeg, tinyPng } from '../helpers/images.ts';

describe('detectFileKind judges the bytes', () => {
  it.each([
    ['a PNG', tinyPng(), 'png'],
    ['a JPEG', tinyJpeg(), 'jpeg'],
    ['a PDF', tinyPdf(), 'pdf'],
    ['a Word 97 file', tinyDoc(), 'doc'],
    ['a Word 2007 file', tinyDocx(), 'docx'],
    ['an OLE file that is not Word (Excel)', tinyDoc('Workbook'), null],
    ['a plain zip', plainZip(), null],
    ['a zip with a stray Word part name', zipOf({ 'notes/word.txt': 'x' }), null],
    ['plain text', plainText(), null],
    ['a GIF', tinyGif(), null],
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), null],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %s', async (_label, bytes, kind) => {
    expect(await detectFileKind(bytes)).toBe(kind);
  });
});

const UNSAFE = 'The file name may not contain folders, control characters or start with a dot.';

describe('checkFileName refuses rather than rewrites', () => {
  it.each([
    ['scan.PDF', { name: 'scan.PDF', extension: 'pdf' }],
    ['  spaced name.jpeg  ', { name: 'spaced name.jpeg', extension: 'jpeg' }],
    ['résumé.docx', { name: 'résumé.docx', extension: 'docx' }],
  ])('keeps %j', (raw, expected) => {
    expect(checkFileName(raw, DOCUMENT_FILE_KINDS)).toEqual(expected);
  });

  it.each([
    [undefined, 'The file has no name.'],
    ['   ', 'The file has no name.'],
    ['../../x.pdf', UNSAFE],
    ['..\\x.pdf', UNSAFE],
    ['dir/x.pdf', UNSAFE],
    ['x..pdf', UNSAFE],
    ['.hidden.pdf', UNSAFE],
    ['a\u0000.pdf', UNSAFE],
    ['a\u001b.pdf', UNSAFE],
    ['a\u0085.pdf', UNSAFE],
    ['a<b>.pdf', UNSAFE],
    ['a:b.pdf', UNSAFE],
    ['a"b.pdf', UNSAFE],
    ['a|b.pdf', UNSAFE],
    ['x.pdf.exe', 'Only png, jpg, jpeg, pdf, doc or docx files can be uploaded.'],
    ['x.gif', 'Only png, jpg, jpeg, pdf, doc or docx files can be uploaded.'],
    [`${'a'.repeat(147)}.pdf`, 'The file name is longer than 150 characters.'],
  ])('refuses %j', (raw, message) => {
    expect(() => checkFileName(raw, DOCUMENT_FILE_KINDS)).toThrow(message);
  });

  it('narrows to the kinds of the call', () => {
    expect(() => checkFileName('offer.docx', OFFER_LETTER_FILE_KINDS)).toThrow(
      'Only pdf files can be uploaded.',
    );
  });
});

describe('checkContentMatchesName', () => {
  it('accepts a kind under any of its extensions', () => {
    expect(checkContentMatchesName('jpeg', 'jpg', DOCUMENT_FILE_KINDS)).toBe('jpeg');
    expect(checkContentMatchesName('jpeg', 'jpeg', DOCUMENT_FILE_KINDS)).toBe('jpeg');
  });

  it.each([
    [null, 'pdf', DOCUMENT_FILE_KINDS, "The file's content is not a png, jpg, jpeg, pdf, doc or docx file."],
    ['png', 'pdf', DOCUMENT_FILE_KINDS, "The file's content does not match its .pdf extension."],
    ['doc', 'docx', DOCUMENT_FILE_KINDS, "The file's content does not match its .docx extension."],
    ['png', 'png', OFFER_LETTER_FILE_KINDS, "The file's content is not a pdf file."],
  ] as const)('refuses %s content named .%s', (kind, extension, kinds, message) => {
    expect(() => checkContentMatchesName(kind, extension, kinds)).toThrow(message);
  });
});
