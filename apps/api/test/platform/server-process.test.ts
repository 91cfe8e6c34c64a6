import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZCoursePage, ZOtpVerifyResponse } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  let output = '';
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, output: () => output, exited };
}

// A fresh DATA_DIR runs PGlite's initdb, the migrations and the seed: about a minute on a busy 2-core machine.
async function waitForHealth(base: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

// The embedded database on disk and its lock: the PostgreSQL run (test:pg) has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on the embedded database', () => {
  let dataDir: string;
  let base: string;
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-server-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      OTP_OUTBOX: path.join(dataDir, 'outbox.jsonl'),
    });
    await waitForHealth(base);
  }, 180_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds and signs a student in over real HTTP', async () => {
    const mobileNumber = '9876543210';
    const sent = await fetch(`${base}/otp/generate?mobileNumber=${mobileNumber}`, { method: 'POST' });
    expect(sent.status).toBe(200);
    const outbox = await fs.readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8');
    const { otp } = JSON.parse(outbox.trim().split('\n').at(-1) ?? '{}');
    const verified = await fetch(`${base}/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber, otp }),
    });
    expect(verified.status).toBe(200);
    const { token, studentId } = ZOtpVerifyResponse.parse(await verified.json());
    const page = await fetch(`${base}/api/course/student?studentId=${studentId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.status).toBe(200);
    expect(ZCoursePage.parse(await page.json()).totalElements).toBeGreaterThanOrEqual(500);
  });

  it('keeps the signing secret in DATA_DIR, readable by its owner only', async () => {
    const stat = await fs.stat(path.join(dataDir, 'jwt-secret'));
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already open in another process');
    // The first server is unharmed.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
