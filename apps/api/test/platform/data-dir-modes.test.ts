import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZOtpVerifyResponse } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * DATA_DIR holds the embedded database (passport and phone numbers), the uploads and the signing
 * secret: everything in it is its owner's only, even when the server starts under umask 022 and the
 * folder was made readable by everyone before. A real start, modes read by fs.stat.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

/** Every file and folder under dir (dir included) that its group or others may read, write or enter. */
async function groupOrWorldAccessible(dir: string): Promise<string[]> {
  const found: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const stat = await fs.lstat(current);
    if (stat.isSymbolicLink()) continue;
    if (stat.mode & 0o077)
      found.push(`${path.relative(dir, current) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) {
      for (const name of await fs.readdir(current)) pending.push(path.join(current, name));
    }
  }
  return found;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('DATA_DIR modes on a real start', () => {
  let dataDir: string;
  let base: string;
  let child: ChildProcess;
  let output = '';
  let exited: Promise<number>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-modes-'));
    // What an older portal (or a careless copy) left: everything readable by everyone.
    await fs.chmod(dataDir, 0o755);
    await fs.mkdir(path.join(dataDir, 'files', 'old'), { recursive: true, mode: 0o755 });
    await fs.writeFile(path.join(dataDir, 'files', 'old', 'passport.pdf'), tinyPdf('old'), { mode: 0o644 });
    await fs.chmod(path.join(dataDir, 'files'), 0o777);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn('/bin/sh', ['-c', `umask 022 && exec "${tsx}" src/server.ts`], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PORT: String(port),
        OTP_OUTBOX: path.join(dataDir, 'outbox.jsonl'),
      },
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
    const deadline = Date.now() + 170_000;
    while (Date.now() < deadline) {
      const healthy = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('makes what was readable by others owner-only at start, and says so', async () => {
    expect(output).toContain('made them owner-only');
    const modes = await groupOrWorldAccessible(dataDir);
    expect(modes).toEqual([]);
  });

  it('creates everything owner-only under umask 022: database, secret, lock, outbox, uploads', async () => {
    const mobileNumber = '9876501234';
    expect(
      (await fetch(`${base}/otp/generate?mobileNumber=${mobileNumber}`, { method: 'POST' })).status,
    ).toBe(200);
    const outbox = await fs.readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8');
    const { otp } = JSON.parse(outbox.trim().split('\n').at(-1) ?? '{}');
    const verified = await fetch(`${base}/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber, otp }),
    });
    const { token } = ZOtpVerifyResponse.parse(await verified.json());
    const form = new FormData();
    form.append('type', 'PASSPORT');
    form.append(
      'file',
      new Blob([new Uint8Array(tinyPdf('new'))], { type: 'application/pdf' }),
      'passport.pdf',
    );
    const uploaded = await fetch(`${base}/student/document/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBeLessThan(300);

    for (const name of ['pglite', 'files', 'jwt-secret', 'portal.lock', 'outbox.jsonl']) {
      await expect(fs.stat(path.join(dataDir, name))).resolves.toBeTruthy();
    }
    expect(await groupOrWorldAccessible(dataDir)).toEqual([]);
  });
});
