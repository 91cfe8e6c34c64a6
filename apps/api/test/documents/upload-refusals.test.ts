import { LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { storedState } from '../files/stored-state.ts';
import { plainText, plainZip, tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient, type TUploadInput } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

const ALLOWED = 'png, jpg, jpeg, pdf, doc or docx';
const UNSAFE_NAME = 'The file name may not contain folders, control characters or start with a dot.';
const pdfOfSize = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  tinyPdf().copy(bytes);
  return bytes;
};
const pdf = (fileName: string, extra: Partial<TUploadInput> = {}): TUploadInput => ({
  type: 'PASSPORT',
  fileName,
  content: tinyPdf(),
  ...extra,
});

describe('refused uploads store nothing', () => {
  it.each<[string, TUploadInput, number, string]>([
    [
      'text renamed .pdf',
      pdf('x.pdf', { content: plainText() }),
      400,
      `The file's content is not a ${ALLOWED} file.`,
    ],
    [
      'a PNG named .pdf',
      pdf('x.pdf', { content: tinyPng() }),
      400,
      "The file's content does not match its .pdf extension.",
    ],
    ['a PDF named .exe', pdf('setup.exe'), 400, `Only ${ALLOWED} files can be uploaded.`],
    ['a PDF named .txt', pdf('notes.txt'), 400, `Only ${ALLOWED} files can be uploaded.`],
    ['a file without extension', pdf('passport'), 400, `Only ${ALLOWED} files can be uploaded.`],
    [
      'a plain zip named .docx',
      pdf('cv.docx', { content: plainZip() }),
      400,
      `The file's content is not a ${ALLOWED} file.`,
    ],
    ['an empty file', pdf('x.pdf', { content: Buffer.alloc(0) }), 400, 'The file is empty.'],
    [
      '10 MB + 1 byte',
      pdf('x.pdf', { content: pdfOfSize(LIMITS.documentMaxBytes + 1) }),
      413,
      'The file is larger than 10 MB.',
    ],
    ['../../x.pdf', pdf('../../x.pdf'), 400, UNSAFE_NAME],
    ['a Windows path', pdf('C:\\Users\\x.pdf'), 400, UNSAFE_NAME],
    ['a backslash', pdf('a\\b.pdf'), 400, UNSAFE_NAME],
    ['a control character', pdf('a\u0007b.pdf'), 400, UNSAFE_NAME],
    ['a hidden name', pdf('.x.pdf'), 400, UNSAFE_NAME],
    ['an empty file name', pdf(''), 400, 'The file has no name.'],
    [
      'a file name over 150 characters',
      pdf(`${'a'.repeat(147)}.pdf`),
      400,
      'The file name is longer than 150 characters.',
    ],
    [
      'an unknown type',
      pdf('x.pdf', { type: 'PHOTO' }),
      400,
      'That document type is not known. Choose one of the listed document types.',
    ],
    [
      'a type in the wrong case',
      pdf('x.pdf', { type: 'passport' }),
      400,
      'That document type is not known. Choose one of the listed document types.',
    ],
    [
      'an application type',
      pdf('x.pdf', { type: 'STATEMENT_OF_PURPOSE' }),
      400,
      'That document type is not known. Choose one of the listed document types.',
    ],
    ['no type', pdf('x.pdf', { type: undefined }), 400, 'Choose a document type.'],
    ['a blank type', pdf('x.pdf', { type: '  ' }), 400, 'Choose a document type.'],
    [
      'a display name over 150 characters',
      pdf('x.pdf', { name: 'n'.repeat(151) }),
      400,
      'The document name is longer than 150 characters.',
    ],
    [
      'a display name with a control character',
      pdf('x.pdf', { name: 'my\u0000doc' }),
      400,
      'The document name may not contain control characters.',
    ],
    [
      'a display name with a line break',
      pdf('x.pdf', { name: 'my\ndoc' }),
      400,
      'The document name may not contain control characters.',
    ],
    [
      'a display name with a bidi override',
      pdf('x.pdf', { name: 'fdp.\u202Eexe' }),
      400,
      'The document name may not contain control characters.',
    ],
  ])('%s is refused', async (_label, input, status, debugMessage) => {
    const student = await createSignedInUser(t.app);
    const before = await storedState(t);
    const res = await api.upload(student, input);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().debugMessage).toBe(debugMessage);
    expect(await storedState(t)).toEqual(before);
    expect((await api.list(student)).json().documents).toEqual([]);
  });

  it('accepts exactly 10 MB', async () => {
    const student = await createSignedInUser(t.app);
    const res = await api.upload(student, pdf('big.pdf', { content: pdfOfSize(LIMITS.documentMaxBytes) }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
