import { DOCUMENT_MESSAGES, ZDocumentVersionList } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyDocx, tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

/** The versions answer, parsed with the contract, failing the test with the body when refused. */
async function versionsOk(...args: Parameters<typeof api.versions>) {
  const res = await api.versions(...args);
  if (res.statusCode !== 200) throw new Error(`versions ${res.statusCode}: ${res.body}`);
  return ZDocumentVersionList.parse(res.json());
}
const verdicts = (list: {
  versions: { name: string; status: string; remarks: string; isCurrent: boolean }[];
}) => list.versions.map(({ name, status, remarks, isCurrent }) => ({ name, status, remarks, isCurrent }));

describe('GET /student/document/versions', () => {
  it('lists every upload newest first, each keeping the status and remarks it had while current', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const first = await api.uploadOk(student, { type: 'HSC', name: 'First', content: tinyPdf('first') });
    const target = { studentId: student.id, documentId: first.id };
    // A rejection carries its reason: the remark first.
    await api.updateRemarks(staff, { ...target, remarks: 'Blurred scan' });
    await api.updateStatus(staff, { ...target, status: 'REJECTED' });
    await api.uploadOk(student, { type: 'HSC', name: 'Second', fileName: 'hsc.docx', content: tinyDocx() });

    const afterReupload = await versionsOk(student, { documentId: first.id });
    expect(afterReupload.documentId).toBe(first.id);
    expect(verdicts(afterReupload)).toEqual([
      { name: 'Second', status: 'UPLOADED', remarks: '', isCurrent: true },
      { name: 'First', status: 'REJECTED', remarks: 'Blurred scan', isCurrent: false },
    ]);

    // A verdict on the new version lands on it alone; the rejected one keeps its own.
    await api.updateStatus(staff, { ...target, status: 'ACCEPTED' });
    await api.updateRemarks(staff, { ...target, remarks: 'Clear now' });
    expect(verdicts(await versionsOk(student, { documentId: first.id }))).toEqual([
      { name: 'Second', status: 'ACCEPTED', remarks: 'Clear now', isCurrent: true },
      { name: 'First', status: 'REJECTED', remarks: 'Blurred scan', isCurrent: false },
    ]);
  });

  it('answers uploadedAt as an ISO instant of the upload', async () => {
    const student = await createSignedInUser(t.app);
    const before = Date.now();
    const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf() });
    const [version] = (await versionsOk(student, { documentId: document.id })).versions;
    expect(version?.uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(version?.uploadedAt ?? '') - before)).toBeLessThan(60_000);
  });

  it('staff may list any student’s versions, with or without studentId', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'ADMIN');
    const document = await api.uploadOk(student, { type: 'RESUME', content: tinyPdf('a') });
    await api.uploadOk(student, { type: 'RESUME', content: tinyPdf('b') });
    const queries: Record<string, number>[] = [
      { documentId: document.id },
      { documentId: document.id, studentId: student.id },
    ];
    for (const query of queries) {
      expect((await versionsOk(staff, query)).versions).toHaveLength(2);
    }
  });

  type TIds = { doc: number; owner: number; other: number };
  it.each<[string, 'STUDENT' | 'COUNSELLOR', (ids: TIds) => Record<string, number>, number, string]>([
    [
      'a student, another student’s document',
      'STUDENT',
      ({ doc }) => ({ documentId: doc }),
      404,
      DOCUMENT_MESSAGES.notFound,
    ],
    [
      'a student, naming the owner',
      'STUDENT',
      ({ doc, owner }) => ({ documentId: doc, studentId: owner }),
      403,
      'You can only access your own data.',
    ],
    [
      'staff, naming another student',
      'COUNSELLOR',
      ({ doc, other }) => ({ documentId: doc, studentId: other }),
      404,
      DOCUMENT_MESSAGES.notFound,
    ],
    [
      'staff, an unknown document',
      'COUNSELLOR',
      () => ({ documentId: 999_999 }),
      404,
      DOCUMENT_MESSAGES.notFound,
    ],
  ])('refuses %s', async (_label, role, query, statusCode, debugMessage) => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const caller = role === 'STUDENT' ? other : await createSignedInUser(t.app, role);
    const document = await api.uploadOk(owner, { type: 'PASSPORT', content: tinyPdf() });
    const res = await api.versions(caller, query({ doc: document.id, owner: owner.id, other: other.id }));
    expect(res.statusCode).toBe(statusCode);
    expect(res.json().debugMessage).toBe(debugMessage);
  });

  it.each([
    [{}, 'documentId must be a positive whole number'],
    [{ documentId: 'abc' }, 'documentId must be a positive whole number'],
    [{ documentId: 0 }, 'documentId must be a positive whole number'],
    [{ documentId: 1, studentId: -1 }, 'studentId must be a positive whole number'],
  ])('refuses the query %j with 400', async (query, debugMessage) => {
    const student = await createSignedInUser(t.app);
    const res = await api.versions(student, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(debugMessage);
  });

  it('needs a token (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/student/document/versions?documentId=1' });
    expect(res.statusCode).toBe(401);
  });
  it('is on the OpenAPI page with the version download', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const url of ['/student/document/versions', '/student/document/version/download']) {
      expect(paths[url]?.get?.tags).toEqual(['documents']);
      expect(paths[url]?.get?.summary).toMatch(/version/);
    }
  });
});
