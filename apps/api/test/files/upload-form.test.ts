import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { multipartBody } from './multipart.ts';
import { storedState } from './stored-state.ts';

/** readUpload (src/modules/files/upload.ts) through the document upload call. */
const t = useTestApp();

describe('malformed forms are 4xx, never 500, and store nothing', () => {
  const good = () =>
    multipartBody([
      { name: 'type', value: 'PASSPORT' },
      { name: 'file', fileName: 'x.pdf', content: tinyPdf() },
    ]);
  const cases: [
    string,
    () => { payload: Buffer | string; headers: Record<string, string> },
    number,
    string,
  ][] = [
    [
      'a JSON body',
      () => ({ payload: '{"type":"PASSPORT"}', headers: { 'content-type': 'application/json' } }),
      415,
      'Send the file as multipart/form-data.',
    ],
    [
      'no file part',
      () => multipartBody([{ name: 'type', value: 'PASSPORT' }]),
      400,
      'Choose a file to upload.',
    ],
    [
      'the file under another field name',
      () =>
        multipartBody([
          { name: 'type', value: 'PASSPORT' },
          { name: 'document', fileName: 'x.pdf', content: tinyPdf() },
        ]),
      400,
      'Choose a file to upload.',
    ],
    [
      'two files',
      () =>
        multipartBody([
          { name: 'file', fileName: 'a.pdf', content: tinyPdf() },
          { name: 'file', fileName: 'b.pdf', content: tinyPdf() },
        ]),
      400,
      'Upload one file at a time.',
    ],
    [
      'a type field over 1000 bytes',
      () =>
        multipartBody([
          { name: 'type', value: 'P'.repeat(1001) },
          { name: 'file', fileName: 'x.pdf', content: tinyPdf() },
        ]),
      400,
      'type is too long.',
    ],
    [
      'no boundary',
      () => ({ payload: good().payload, headers: { 'content-type': 'multipart/form-data' } }),
      400,
      'The upload form is not valid.',
    ],
    [
      'a cut-off body',
      () => {
        const form = good();
        return { ...form, payload: form.payload.subarray(0, form.payload.length - 40) };
      },
      400,
      'The upload form is not valid.',
    ],
    [
      'a body that is not multipart',
      () => ({ payload: 'hello', headers: good().headers }),
      400,
      'The upload form is not valid.',
    ],
  ];
  it.each(cases)('%s is refused', async (_label, build, status, debugMessage) => {
    const student = await createSignedInUser(t.app);
    const before = await storedState(t);
    const { payload, headers } = build();
    const res = await t.app.inject({
      method: 'POST',
      url: '/student/document/upload',
      payload,
      headers: { ...student.headers, ...headers },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().debugMessage).toBe(debugMessage);
    expect(await storedState(t)).toEqual(before);
  });
});
