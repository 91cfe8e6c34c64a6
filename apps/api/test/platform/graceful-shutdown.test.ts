import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  DOCUMENT_TYPES,
  UPLOAD_QUOTAS,
  ZDocumentDownload,
  ZDocumentList,
  ZReadiness,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../src/db/client.ts';
import { fillFromTemplate } from '../helpers/data-dir-template.ts';
import { tinyPdf } from '../helpers/files.ts';
import {
  signInStudent,
  startOwnPostgres,
  startPortal,
  type TPortalProcess,
} from '../helpers/portal-process.ts';

/**
 * SIGTERM in the middle of uploads, on a real process over real HTTP: the portal
 * stops accepting, finishes what is in flight within SHUTDOWN_GRACE_MS, cuts off the rest, closes the
 * database and exits 0; after a restart every acknowledged upload is there, byte for byte, and nothing
 * else is (no row, no file) — whether uploads are buffered or streamed to storage.
 */

// Generous for CI (2 cores at load ~20): the drain has to outlast a health check's round trip, and the
// grace period has to cover finishing 11 MB after the listener has closed.
const GRACE_MS = 30_000;
const DRAIN_MS = 5_000;
/** At most two uploads each (a student's concurrent-upload cap); the third student's one stalls. */
const MOBILES = ['9876500013', '9876500014', '9876500015'] as const;
const ownerOf = (i: number) => Math.floor(i / 2);

/** A valid one-page PDF of about `size` bytes (uploads are parsed whole), unique by its random filler. */
const pdfOf = (size: number): Buffer => tinyPdf(randomBytes(size / 2).toString('hex'));

async function multipart(type: string, bytes: Buffer): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${type}.pdf`);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

type TUpload = {
  type: string;
  bytes: Buffer;
  /** Sends the rest of the body; a stalled upload never does. */
  finish: () => void;
  /** The status, or 0 when the connection ended without one. */
  status: Promise<number>;
  /** Resolves once the server has read the first half (it is in flight). */
  started: Promise<void>;
};

/** An upload over its own connection whose body goes out in two halves. */
async function beginUpload(base: string, token: string, type: string, size: number): Promise<TUpload> {
  const bytes = pdfOf(size);
  const { body, contentType } = await multipart(type, bytes);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${base}/student/document/upload`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': body.length },
  });
  const status = new Promise<number>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
  const started = new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return { type, bytes, finish: () => request.end(body.subarray(half)), status, started };
}

/** Polls `check` every 100 ms until it holds; fails with `what` after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Health checks fired every 100 ms (without waiting for each other: a slow answer does not delay the
 * next try) until one is refused; every answer, in the order asked. A check the server accepted while
 * draining is answered even once the listener has closed, so a busy machine cannot make it miss the drain.
 */
async function readinessUntilRefused(base: string, timeoutMs: number): Promise<string[]> {
  const answers: Promise<string>[] = [];
  const deadline = Date.now() + timeoutMs;
  let refused = false;
  while (!refused && Date.now() < deadline) {
    const answer = fetch(`${base}/api/health`).then(
      async (res) => {
        const body = ZReadiness.safeParse(await res.json().catch(() => undefined)).data;
        return `${res.status} ${body?.status} ${body?.checks.process}`;
      },
      () => 'refused',
    );
    void answer.then((text) => {
      if (text === 'refused') refused = true;
    });
    answers.push(answer);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Promise.all(answers);
}

/** Every regular file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A student's document list holds exactly `uploads`, each byte for byte. */
async function expectStored(base: string, auth: Record<string, string>, uploads: TUpload[]) {
  const listed = ZDocumentList.parse(
    await (await fetch(`${base}/student/document/download-all`, { headers: auth })).json(),
  ).documents;
  expect(listed.map((document) => document.type).sort()).toEqual(uploads.map((u) => u.type).sort());
  for (const upload of uploads) {
    const document = listed.find((candidate) => candidate.type === upload.type);
    const link = await fetch(`${base}/student/document/download?documentId=${document?.id}`, {
      headers: auth,
    });
    const { tempURL } = ZDocumentDownload.parse(await link.json());
    const file = await fetch(new URL(tempURL, base));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(upload.bytes)).toBe(true);
  }
}

describe('SIGTERM in the middle of uploads', { timeout: 600_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let postgres: { url: string; stop: () => void } | undefined;
  let portal: TPortalProcess | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
    await fillFromTemplate(dataDir);
    env = {
      DATA_DIR: dataDir,
      OTP_OUTBOX: path.join(dataDir, 'outbox.jsonl'),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // The half-sent uploads wait for the signal, however long a busy machine takes to get there:
      // here only the grace period may end them, not the body rate (files/body-deadlines.test.ts).
      BODY_MIN_BYTES_PER_SECOND: '1',
    };
    // The PostgreSQL run (npm run test:pg) uses a cluster of its own here, whole for this process.
    if (process.env.TEST_DATABASE_URL) {
      postgres = await startOwnPostgres();
      env.DATABASE_URL = postgres.url;
    }
  }, 120_000);

  afterAll(async () => {
    if (portal && portal.child.exitCode === null) portal.child.kill('SIGKILL');
    postgres?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged upload whole and nothing of the others, then exits 0', async () => {
    portal = await startPortal(env);
    const tokens: string[] = [];
    for (const mobile of MOBILES)
      tokens.push((await signInStudent(portal.base, env.OTP_OUTBOX ?? '', mobile)).token);
    // As many uploads as the instance streams at once (a further one would wait for a slot, unseen from
    // here): three that finish after the signal, 11 MB in all, and one that never does.
    const [stalledType, ...types] = DOCUMENT_TYPES.slice(0, UPLOAD_QUOTAS.concurrentUploads);
    const sizes = [2, 4, 5].map((mb) => mb * 1024 * 1024);
    const uploads = await Promise.all(
      types.map((type, i) =>
        beginUpload(portal?.base ?? '', tokens[ownerOf(i)] ?? '', type, sizes[i] ?? 1_048_576),
      ),
    );
    // A client that sends half a file and then nothing: only the grace period ends it.
    const stalled = await beginUpload(
      portal.base,
      tokens[2] ?? '',
      stalledType ?? 'PASSPORT',
      2 * 1024 * 1024,
    );
    await Promise.all([...uploads, stalled].map((upload) => upload.started));
    // All of them are in the server (past authentication, each streaming into its staging file) before the
    // signal: sent but not yet read, an upload would rightly be refused (503) instead of finished.
    const staging = path.join(dataDir, 'files', 'staging');
    const staged = async () =>
      (await fs.readdir(staging).catch(() => [])).filter((name) => name.startsWith('upload-')).length;
    await until('every upload is staged', async () => (await staged()) === uploads.length + 1, 60_000);

    const signalledAt = Date.now();
    portal.child.kill('SIGTERM');
    // While it drains (SHUTDOWN_DRAIN_MS) it still accepts, and its readiness check says it is going away;
    // then no new connection is accepted.
    const readiness = await readinessUntilRefused(portal.base, 60_000);
    expect(readiness).toContain('503 unavailable shutting-down');
    expect(readiness.at(-1)).toBe('refused');
    for (const upload of uploads) upload.finish();
    const statuses = await Promise.all(uploads.map((upload) => upload.status));
    expect(await portal.exited).toBe(0);
    const tookMs = Date.now() - signalledAt;
    // The stalled upload holds it until the grace period ends, and not much longer.
    expect(tookMs).toBeGreaterThanOrEqual(DRAIN_MS + GRACE_MS - 1_000);
    expect(tookMs).toBeLessThan(DRAIN_MS + GRACE_MS + 30_000);
    expect(await stalled.status).toBe(0);
    // Finished within the grace period: every one of them was served.
    expect(statuses).toEqual(uploads.map(() => 201));
    expect(portal.output()).not.toMatch(/unhandled error|closing the (app|database) failed/);

    // Restarted on the same DATA_DIR (and database): what was acknowledged is there, byte for byte.
    portal = await startPortal(env);
    const acknowledged = uploads.filter((_, i) => statuses[i] === 200 || statuses[i] === 201);
    for (const [owner, mobile] of MOBILES.entries()) {
      const again = await signInStudent(portal.base, env.OTP_OUTBOX ?? '', mobile);
      await expectStored(
        portal.base,
        { authorization: `Bearer ${again.token}` },
        acknowledged.filter((upload) => ownerOf(uploads.indexOf(upload)) === owner),
      );
    }
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);

    // Nothing half-stored: the files on disk are exactly the stored files' rows.
    let database: TDatabase | undefined;
    try {
      database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      const { rows } = await database.query('select storage_key from stored_files order by storage_key');
      const keys = rows.map((row) => String(row.storage_key)).sort();
      expect(keys).toHaveLength(acknowledged.length);
      expect(await filesUnder(path.join(dataDir, 'files'))).toEqual(keys);
    } finally {
      await database?.close();
    }
  });
});
