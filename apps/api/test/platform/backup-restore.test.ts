import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { TBackupManifest } from '../../src/backup/manifest.ts';
import { knownMigrations } from '../../src/backup/snapshot-queries.ts';
import { fillFromTemplate } from '../helpers/data-dir-template.ts';
import { tinyPdf } from '../helpers/files.ts';
import { tinyPng } from '../helpers/images.ts';
import { createScratchDatabase } from '../helpers/scratch-database.ts';
import { runTs, signInOverHttp, startServer, type TSpawnedServer } from '../helpers/spawned-server.ts';

/**
 * `npm run backup` and `npm run restore` round-trip a journey's data: a real server (PGlite in a
 * DATA_DIR, or under test:pg a PostgreSQL database) gets a student's profile, photo, documents,
 * shortlist, booking and payment over HTTP; the backup is restored into a fresh DATA_DIR (and a
 * fresh database) and a server started there answers the same, file bytes included.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const kind = adminUrl ? 'postgres' : 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function tempDir(name: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `portal-backup-test-${name}-`));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Entries under dir (symlinks aside) that the group or others may access, as "mode path". */
async function openToOthers(dir: string): Promise<string[]> {
  const open: string[] = [];
  for (const name of ['', ...(await fs.readdir(dir, { recursive: true }))]) {
    const stat = await fs.lstat(path.join(dir, name));
    if (!stat.isSymbolicLink() && stat.mode & 0o077) open.push(`${(stat.mode & 0o777).toString(8)} ${name}`);
  }
  return open;
}

/** A new database in the test:pg cluster, dropped at the end: empty, or a copy of the run's seeded one. */
async function newDatabase(seeded: boolean): Promise<string> {
  const { url, drop } = await createScratchDatabase(seeded ? inject('postgresTemplate') : undefined);
  cleanups.push(drop);
  return url;
}

/** DATA_DIR (and DATABASE_URL under test:pg) of a portal: the env of its server and CLI commands. */
const SHARED_SECRET = 'backup-restore-test-secret-of-at-least-32-chars';

async function portalEnv(name: string, { seeded = false } = {}): Promise<Record<string, string>> {
  const dir = await tempDir(name);
  // The source portal starts from the run's migrated, seeded database (the migrations and the seed are
  // not what is tested here); a restore's target stays empty.
  if (seeded) await fillFromTemplate(path.join(dir, 'data'));
  return {
    DATA_DIR: path.join(dir, 'data'),
    OTP_OUTBOX: path.join(dir, 'outbox.jsonl'),
    // As in production: the same JWT_SECRET before and after the restore (it is not in the backup).
    JWT_SECRET: SHARED_SECRET,
    ...(adminUrl ? { DATABASE_URL: await newDatabase(seeded) } : {}),
  };
}

type THeaders = { authorization: string };

async function call(server: TSpawnedServer, method: string, url: string, headers: THeaders, body?: unknown) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function uploadDocument(server: TSpawnedServer, headers: THeaders, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('name', type);
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${type}.pdf`);
  const response = await fetch(`${server.base}/student/document/upload`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** The first open counselling slot of the coming week. */
async function bookCounselling(server: TSpawnedServer, headers: THeaders) {
  for (let days = 1; days <= 8; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots: { time: string; available: boolean }[] = await call(
      server,
      'GET',
      `/api/counselling/slots?date=${date}`,
      headers,
    );
    const slot = slots.find((candidate) => candidate.available);
    if (slot)
      return call(server, 'POST', '/api/counselling/book', headers, {
        date,
        time: slot.time,
        topics: ['VISA_PROCESS'],
      });
  }
  throw new Error('no open counselling slot in the coming week');
}

/** What the student sees, read over HTTP; document bytes fetched through their signed links. */
async function readBack(server: TSpawnedServer, headers: THeaders) {
  const documents = await call(server, 'GET', '/student/document/download-all', headers);
  const documentBytes: string[] = [];
  for (const document of documents.documents as { id: number }[]) {
    const { tempURL } = await call(
      server,
      'GET',
      `/student/document/download?documentId=${document.id}`,
      headers,
    );
    const response = await fetch(new URL(tempURL, server.base));
    expect(response.status).toBe(200);
    documentBytes.push(
      createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex'),
    );
  }
  return {
    profile: await call(server, 'GET', '/api/student-profiles', headers),
    photo: await call(server, 'GET', '/api/student-profiles/download/photo', headers),
    documents,
    documentBytes,
    shortlist: await call(server, 'GET', '/shortlist', headers),
    booking: await call(server, 'GET', '/api/counselling/booking', headers),
    payment: await call(server, 'GET', '/api/payment/summary', headers),
    dashboard: await call(server, 'GET', '/api/dashboard', headers),
  };
}

describe(`npm run backup / npm run restore on ${kind}`, () => {
  it('restores a journey into a fresh DATA_DIR and database, and the portal started there answers the same', async () => {
    const studentMobile = '9812345670';
    const staffMobile = '9812345671';
    const source = await portalEnv('source', { seeded: true });
    const created = await runTs(
      'src/cli/staff-create.ts',
      ['--mobile', staffMobile, '--name', 'Backup Counsellor'],
      source,
    );
    expect(created.code, created.output).toBe(0);
    const server = await startServer(source);
    cleanups.push(() => server.stop());

    // The journey, over real HTTP.
    const student = await signInOverHttp(server, studentMobile);
    const { headers } = student;
    await call(server, 'POST', '/student-onboarding/save', headers, { name: 'Riya Backup' });
    await call(server, 'PUT', '/api/student-profiles', headers, {
      fullName: 'Riya Backup',
      dateOfBirth: '2001-08-15',
      maritalStatus: 'SINGLE',
      nationality: 'Indian',
      passportNumber: 'P7654321',
    });
    await call(server, 'PUT', '/api/student-profiles/upload/photo', headers, {
      contentType: 'image/png',
      base64String: tinyPng([10, 20, 30, 255]).toString('base64'),
    });
    await uploadDocument(server, headers, 'PASSPORT', tinyPdf('passport of Riya'));
    await uploadDocument(server, headers, 'RESUME', tinyPdf('resume of Riya'));
    const courses = await call(
      server,
      'GET',
      `/api/course/student?studentId=${student.studentId}&pageNumber=1&pageSize=2`,
      headers,
    );
    for (const course of courses.content)
      await call(server, 'POST', '/shortlist/add', headers, { courseId: course.id });
    await bookCounselling(server, headers);
    const staff = await signInOverHttp(server, staffMobile);
    await call(server, 'POST', `/api/staff/students/${student.studentId}/payments`, staff.headers, {
      amount: 4956,
    });
    const before = await readBack(server, headers);
    expect(before.documentBytes).toHaveLength(2);
    expect(before.payment).toMatchObject({ isPaid: true, paidAmount: 4956 });

    const backupDir = path.join(await tempDir('out'), 'backup');
    if (kind === 'pglite') {
      // The running portal holds the embedded database: the backup is refused, naming the process.
      const refused = await runTs('src/cli/backup.ts', ['--out', backupDir], source);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Cannot back up the embedded database while the portal runs');
      expect(refused.output).toMatch(/already open in another process \(pid \d+\)\. Stop that process first/);
      expect(await server.stop()).toBe(0);
    }
    // On PostgreSQL the backup is taken while the portal runs.
    const backup = await runTs('src/cli/backup.ts', ['--out', backupDir], source);
    expect(backup.code, backup.output).toBe(0);
    const manifest = JSON.parse(
      await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8'),
    ) as TBackupManifest;
    expect(manifest.database).toMatchObject({ kind, migration: { latest: knownMigrations().at(-1)?.tag } });
    expect(manifest.files).toMatchObject({ storage: 'local', copied: true, count: 3, missing: [] });
    expect((await fs.stat(backupDir)).mode & 0o077).toBe(0);

    // Only into an empty target.
    const intoSource = await runTs('src/cli/restore.ts', [backupDir], source);
    expect(intoSource.code).toBe(1);
    expect(intoSource.output).toContain('is not empty');

    // A damaged backup is refused as a whole, and leaves the target untouched.
    const damagedDir = path.join(path.dirname(backupDir), 'damaged');
    await fs.cp(backupDir, damagedDir, { recursive: true });
    const [firstFile] = manifest.files.entries;
    await fs.appendFile(path.join(damagedDir, 'files', firstFile?.key ?? ''), 'x');
    const damagedTarget = await portalEnv('damaged');
    const damaged = await runTs('src/cli/restore.ts', [damagedDir], damagedTarget);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toContain(`files/${firstFile?.key}`);
    expect(await fs.readdir(damagedTarget.DATA_DIR ?? '').catch(() => [])).toEqual([]);

    const target = await portalEnv('target');
    const restored = await runTs('src/cli/restore.ts', [backupDir], target);
    expect(restored.code, restored.output).toBe(0);
    // The restored DATA_DIR is owner-only as restored, before any server starts and tightens it.
    expect(await openToOthers(target.DATA_DIR ?? '')).toEqual([]);
    const again = await startServer(target);
    cleanups.push(() => again.stop());
    // Sessions of before the restore end even with the same JWT_SECRET (a logout or a disable made
    // after the backup is not in it): the student signs in again.
    const stale = await fetch(`${again.base}/api/student-profiles`, { headers });
    expect(stale.status).toBe(401);
    const back = await signInOverHttp(again, studentMobile);
    expect(back.studentId).toBe(student.studentId);
    expect(await readBack(again, back.headers)).toEqual(before);
  }, 900_000);
});
