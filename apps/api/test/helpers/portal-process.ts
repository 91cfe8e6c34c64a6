import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ZOtpVerifyResponse } from '@portal/contract';
import { freePort } from './free-port.ts';

/** The portal as its own process (tsx src/server.ts), for what only a real process shows: signals, overload. */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

export type TPortalProcess = {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** The exit code (signal-killed counts as 1). */
  exited: Promise<number>;
};

/**
 * Starts the portal on a free port with `env` over a development environment; waits until it is healthy.
 * `fileLimit`: the soft limit on open files it runs under (`ulimit -n` in the shell that execs it).
 */
export async function startPortal(
  env: Record<string, string>,
  timeoutMs = 170_000,
  fileLimit?: number,
): Promise<TPortalProcess> {
  const port = await freePort();
  let output = '';
  const [command, args] = fileLimit
    ? ['bash', ['-c', `ulimit -n ${fileLimit} && exec "$@"`, 'bash', tsx, 'src/server.ts']]
    : [tsx, ['src/server.ts']];
  const child = spawn(command, args, {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const portal = { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  // A fresh DATA_DIR runs PGlite's initdb, the migrations and the seed: about a minute on a busy machine.
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !hasExited) {
    const ok = await fetch(`${portal.base}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return portal;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the portal did not become healthy:\n${output}`);
}

/** Signs a student in over HTTP: the code is read from the OTP outbox file. */
export async function signInStudent(
  base: string,
  outbox: string,
  mobileNumber: string,
): Promise<{ token: string; studentId: number }> {
  const sent = await fetch(`${base}/otp/generate?mobileNumber=${mobileNumber}`, { method: 'POST' });
  if (sent.status !== 200) throw new Error(`otp/generate ${sent.status}: ${await sent.text()}`);
  const lines = (await fs.readFile(outbox, 'utf8')).trim().split('\n');
  const otp = lines
    .map((line) => JSON.parse(line) as { mobileNumber: string; otp: string })
    .findLast((entry) => entry.mobileNumber === mobileNumber)?.otp;
  const verified = await fetch(`${base}/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNumber, otp }),
  });
  if (verified.status !== 200) throw new Error(`otp/verify ${verified.status}: ${await verified.text()}`);
  const { token, studentId } = ZOtpVerifyResponse.parse(await verified.json());
  return { token, studentId };
}

type TThrowawayPostgres = { url: string; stop: () => void };

/** A PostgreSQL cluster of this test's own (scripts/lib/throwaway-postgres.mjs), so it may be stopped. */
export async function startOwnPostgres(): Promise<TThrowawayPostgres> {
  const script = pathToFileURL(path.resolve(apiDir, '../../scripts/lib/throwaway-postgres.mjs')).href;
  const { startThrowawayPostgres } = (await import(script)) as {
    startThrowawayPostgres: () => Promise<TThrowawayPostgres>;
  };
  return startThrowawayPostgres();
}
