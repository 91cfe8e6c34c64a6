import { DOCUMENT_MESSAGES } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsClient } from '../documents/documents-client.ts';
import { multipartBody } from '../files/multipart.ts';
import { tinyPdf } from '../helpers/files.ts';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertApplication } from '../staff/fixtures.ts';
import { insertCountryCourse, offeredStudent } from './fixtures.ts';

/** Journey documents go through the documents upload, one per type and application. */
const t = useTestApp();
const documents = documentsClient(t);
let student: TSignedIn;
let ukId: number;
let canadaId: number;
let appliedId: number;
let otherId: number;

const upload = (user: TSignedIn, fields: Record<string, string>) => {
  const form = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName: 'receipt.pdf', content: tinyPdf() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/student/document/upload',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  ({ student, applicationId: ukId } = await offeredStudent(t.app, 'UK'));
  canadaId = (
    await insertApplication(
      t.app,
      student,
      await insertCountryCourse(t.app, 'Canada'),
      'UNCONDITIONAL_OFFER_RECEIVED',
    )
  ).id;
  appliedId = (
    await insertApplication(t.app, student, await insertCountryCourse(t.app, 'Germany'), 'APPLIED')
  ).id;
  otherId = (await offeredStudent(t.app, 'UK')).applicationId;
});

describe('journey documents', () => {
  it('keeps one receipt per application, and lists each with its application', async () => {
    const uk = await upload(student, { type: 'TUITION_DEPOSIT_RECEIPT', applicationId: String(ukId) });
    expect(uk.statusCode, uk.body).toBe(201);
    expect(uk.json()).toMatchObject({
      type: 'TUITION_DEPOSIT_RECEIPT',
      applicationId: ukId,
      status: 'UPLOADED',
    });
    const canada = await upload(student, {
      type: 'TUITION_DEPOSIT_RECEIPT',
      applicationId: String(canadaId),
    });
    expect(canada.json().id).not.toBe(uk.json().id);
    const again = await upload(student, { type: 'TUITION_DEPOSIT_RECEIPT', applicationId: String(ukId) });
    expect(again.json().id).toBe(uk.json().id);
    const passport = await upload(student, { type: 'PASSPORT' });
    expect(passport.json().applicationId).toBeNull();
    const list = (await documents.list(student)).json().documents as {
      type: string;
      applicationId: number | null;
    }[];
    expect(list.map((doc) => [doc.type, doc.applicationId])).toEqual([
      ['PASSPORT', null],
      ['TUITION_DEPOSIT_RECEIPT', ukId],
      ['TUITION_DEPOSIT_RECEIPT', canadaId],
    ]);
    const versions = await documents.versions(student, { documentId: uk.json().id });
    expect(versions.statusCode).toBe(200);
  });

  it.each([
    [
      'a journey type without applicationId',
      { type: 'VISA_DECISION' },
      400,
      DOCUMENT_MESSAGES.applicationIdRequired,
    ],
    [
      'a profile type with applicationId',
      { type: 'PASSPORT', applicationId: '1' },
      400,
      DOCUMENT_MESSAGES.applicationIdNotAllowed,
    ],
    [
      'a bad applicationId',
      { type: 'VISA_DECISION', applicationId: 'abc' },
      400,
      'applicationId must be a positive whole number',
    ],
    [
      "another student's application",
      { type: 'VISA_DECISION', applicationId: '{other}' },
      404,
      DOCUMENT_MESSAGES.applicationNotFound,
    ],
    [
      'an application before the offer',
      { type: 'VISA_DECISION', applicationId: '{applied}' },
      409,
      DOCUMENT_MESSAGES.applicationNotOffered,
    ],
  ])('refuses %s, storing nothing', async (_name, fields, status, message) => {
    const before = (await documents.list(student)).json().documents.length;
    const resolved = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [
        k,
        v.replace('{other}', String(otherId)).replace('{applied}', String(appliedId)),
      ]),
    );
    const res = await upload(student, resolved);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().debugMessage).toBe(message);
    expect((await documents.list(student)).json().documents.length).toBe(before);
  });
});
