import { DOCUMENT_MESSAGES, DOWNLOAD_URL_TTL_SECONDS, ZDocumentDownload } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { documentsClient } from './documents-client.ts';

const t = useTestApp();
const api = documentsClient(t);

/** A student's PASSPORT uploaded twice ('old', then 'new'); its versions, oldest first. */
async function twoVersions(student: TSignedIn) {
  const document = await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf('old') });
  await api.uploadOk(student, { type: 'PASSPORT', content: tinyPdf('new') });
  const { versions } = (await api.versions(student, { documentId: document.id })).json();
  const [newer, older] = versions as { id: number }[];
  if (!newer || !older) throw new Error('expected two versions');
  return { document, older, newer };
}

async function bytesOf(user: TSignedIn, query: Record<string, number>) {
  const res = await api.versionDownload(user, query);
  if (res.statusCode !== 200) throw new Error(`version download ${res.statusCode}: ${res.body}`);
  const { tempURL } = ZDocumentDownload.parse(res.json());
  expect(tempURL).toMatch(/^\/api\/files\/download\?file=\d+&expires=\d+&signature=[\w-]{43}$/);
  return (await api.fetch(tempURL)).rawPayload;
}

describe('GET /student/document/version/download', () => {
  it('answers a tempURL serving that version’s own bytes', async () => {
    const student = await createSignedInUser(t.app);
    const { older, newer } = await twoVersions(student);
    expect((await bytesOf(student, { versionId: older.id })).equals(tinyPdf('old'))).toBe(true);
    expect((await bytesOf(student, { versionId: newer.id })).equals(tinyPdf('new'))).toBe(true);
  });

  it('the link expires like the current document’s', async () => {
    const student = await createSignedInUser(t.app);
    const { older } = await twoVersions(student);
    const { tempURL } = (await api.versionDownload(student, { versionId: older.id })).json();
    t.clock.offsetMs = (DOWNLOAD_URL_TTL_SECONDS + 1) * 1000;
    expect((await api.fetch(tempURL)).statusCode).toBe(403);
  });

  it('staff may download any student’s version, with or without studentId', async () => {
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');
    const { older } = await twoVersions(student);
    const queries: Record<string, number>[] = [
      { versionId: older.id },
      { versionId: older.id, studentId: student.id },
    ];
    for (const query of queries) {
      expect((await bytesOf(staff, query)).equals(tinyPdf('old'))).toBe(true);
    }
  });

  type TIds = { version: number; owner: number; other: number };
  it.each<[string, 'STUDENT' | 'ADMIN', (ids: TIds) => Record<string, number>, number, string]>([
    [
      'a student, a version of another student’s document',
      'STUDENT',
      ({ version }) => ({ versionId: version }),
      404,
      DOCUMENT_MESSAGES.versionNotFound,
    ],
    [
      'a student, naming the owner',
      'STUDENT',
      ({ version, owner }) => ({ versionId: version, studentId: owner }),
      403,
      'You can only access your own data.',
    ],
    [
      'staff, naming another student',
      'ADMIN',
      ({ version, other }) => ({ versionId: version, studentId: other }),
      404,
      DOCUMENT_MESSAGES.versionNotFound,
    ],
    [
      'staff, an unknown version',
      'ADMIN',
      () => ({ versionId: 999_999 }),
      404,
      DOCUMENT_MESSAGES.versionNotFound,
    ],
  ])('refuses %s', async (_label, role, query, statusCode, debugMessage) => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const caller = role === 'STUDENT' ? other : await createSignedInUser(t.app, role);
    const { older } = await twoVersions(owner);
    const res = await api.versionDownload(
      caller,
      query({ version: older.id, owner: owner.id, other: other.id }),
    );
    expect(res.statusCode).toBe(statusCode);
    expect(res.json().debugMessage).toBe(debugMessage);
    expect(res.body).not.toContain('tempURL');
  });

  it.each([
    [{}, 'versionId must be a positive whole number'],
    [{ versionId: '1.5' }, 'versionId must be a positive whole number'],
    [{ versionId: 2_147_483_648 }, 'versionId must be a positive whole number'],
    [{ versionId: 1, studentId: 'x' }, 'studentId must be a positive whole number'],
  ])('refuses the query %j with 400', async (query, debugMessage) => {
    const student = await createSignedInUser(t.app);
    const res = await api.versionDownload(student, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toBe(debugMessage);
  });

  it('needs a token (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/student/document/version/download?versionId=1' });
    expect(res.statusCode).toBe(401);
  });
});
