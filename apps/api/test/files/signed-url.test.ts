import { createHmac } from 'node:crypto';
import { DOWNLOAD_URL_TTL_SECONDS } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeUploadedFile } from '../../src/modules/files/file-service.ts';
import { createSignedDownloadUrl, verifySignedDownload } from '../../src/modules/files/signed-url.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { stagedUpload } from './staged.ts';

const t = useTestApp();
const SECRET = 's'.repeat(32);
const NOW = new Date('2026-05-01T10:00:00Z');
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as never;

describe('signed download URLs (unit)', () => {
  it('name the file and expire 5 minutes after they were made', () => {
    const url = createSignedDownloadUrl(SECRET, 42, NOW);
    expect(verifySignedDownload(SECRET, queryOf(url), NOW)).toBe(42);
    const last = new Date(NOW.getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000);
    expect(verifySignedDownload(SECRET, queryOf(url), last)).toBe(42);
    expect(() => verifySignedDownload(SECRET, queryOf(url), new Date(last.getTime() + 1000))).toThrow(
      'This download link has expired. Please request a new one.',
    );
  });

  it('are refused with another secret', () => {
    const url = createSignedDownloadUrl(SECRET, 42, NOW);
    expect(() => verifySignedDownload('t'.repeat(32), queryOf(url), NOW)).toThrow(
      'This download link is not valid.',
    );
  });
});

describe('GET /api/files/download', () => {
  let tempURL: string;
  const content = tinyPdf('signed');
  beforeAll(async () => {
    const student = await createSignedInUser(t.app);
    const deps = {
      db: t.app.db,
      storage: t.app.storage,
      signingSecret: t.app.signingSecret,
      clock: t.app.clock,
    };
    const fileId = await storeUploadedFile(
      deps,
      {
        studentId: student.id,
        uploadedBy: student.id,
        file: await stagedUpload(t.app.storage, {
          name: 'a.pdf',
          bytes: content,
          kind: 'pdf',
          contentType: 'application/pdf',
        }),
      },
      async (_tx, id) => id,
    );
    tempURL = createSignedDownloadUrl(t.app.signingSecret, fileId, t.app.clock.now());
  });
  const fetch = (url: string) => t.app.inject({ method: 'GET', url });
  const withParamValue = (name: string) => new URL(tempURL, 'http://x').searchParams.get(name) ?? '';
  const flipFirst = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
  const withParam = (name: string, value: string | null) => {
    const url = new URL(tempURL, 'http://x');
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };

  it('serves the file without a token', async () => {
    const res = await fetch(tempURL);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
  });

  it('gets 403 after 5 minutes', async () => {
    t.clock.offsetMs = (DOWNLOAD_URL_TTL_SECONDS + 1) * 1000;
    const res = await fetch(tempURL);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'FORBIDDEN',
      debugMessage: 'This download link has expired. Please request a new one.',
    });
  });

  it('refuses a link signed with the JWT secret itself: links have a key of their own (HKDF)', async () => {
    const fileId = withParamValue('file');
    const expires = withParamValue('expires');
    const signature = createHmac('sha256', t.app.signingSecret)
      .update(`file-download:${fileId}:${expires}`)
      .digest('base64url');
    const res = await fetch(withParam('signature', signature));
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe('This download link is not valid.');
    // A link made now, with the derived key, still serves the file.
    expect((await fetch(tempURL)).statusCode).toBe(200);
  });

  it.each<[string, () => string]>([
    ['another file id', () => withParam('file', String(Number(withParamValue('file')) + 1))],
    ['a later expiry', () => withParam('expires', String(Number(withParamValue('expires')) + 3600))],
    ['a changed signature', () => withParam('signature', flipFirst(withParamValue('signature')))],
    ['a cut signature', () => withParam('signature', withParamValue('signature').slice(0, 20))],
    ['no signature', () => withParam('signature', null)],
    ['no expiry', () => withParam('expires', null)],
    ['a file id that is not a number', () => withParam('file', '1; DROP TABLE x')],
  ])('gets 403 with %s', async (_label, tamper) => {
    const res = await fetch(tamper());
    expect(res.statusCode).toBe(403);
    expect(res.json().debugMessage).toBe('This download link is not valid.');
    expect(res.body).not.toContain('%PDF');
  });
});
