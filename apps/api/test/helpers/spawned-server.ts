import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** Where src/ and the CLI commands are run from (the api package). */
export const API_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.resolve(API_PACKAGE_DIR, '../../node_modules/.bin/tsx');

/** The environment of a real server or CLI command in development mode (the OTP outbox allowed). */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, JWT_SECRET: _secret, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env };
}

/** Runs a TypeScript entry point of src/ (a CLI command) to its end: exit code and output. */
export function runTs(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(TSX, [entry, ...args], { cwd: API_PACKAGE_DIR, env: serverEnv(env) });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code: code ?? 1, output })),
  );
}

export type TSpawnedServer = {
  child: ChildProcess;
  base: string;
  outbox: string;
  output: () => string;
  stop: () => Promise<number>;
};

/**
 * src/server.ts in a process of its own on a free port, as `npm start` runs it (from the sources),
 * resolved once /api/health answers. A fresh DATA_DIR runs PGlite's initdb, the migrations and the
 * seed first: up to a minute or two on a busy 2-core machine.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 240_000,
  options: { oneProcess?: boolean } = {},
): Promise<TSpawnedServer> {
  const port = await freePort();
  const outbox = env.OTP_OUTBOX ?? '';
  let output = '';
  // oneProcess: node itself with tsx's loader, so a SIGKILL reaches the server (the tsx command runs it
  // as a child process of its own, which would outlive the kill).
  const [command, args] = options.oneProcess
    ? [process.execPath, ['--import', 'tsx', 'src/server.ts']]
    : [TSX, ['src/server.ts']];
  const child = spawn(command, args, {
    cwd: API_PACKAGE_DIR,
    env: serverEnv({ ...env, PORT: String(port) }),
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let isExited = false;
  void exited.then(() => {
    isExited = true;
  });
  for (;;) {
    if (isExited) throw new Error(`the server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    base,
    outbox,
    output: () => output,
    stop: async () => {
      if (!isExited) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Signs in through POST /otp/generate and /otp/verify, the code read from the server's outbox. */
export async function signInOverHttp(
  server: TSpawnedServer,
  mobileNumber: string,
): Promise<{ token: string; studentId: number; headers: { authorization: string } }> {
  const sent = await fetch(`${server.base}/otp/generate?mobileNumber=${mobileNumber}`, { method: 'POST' });
  if (!sent.ok) throw new Error(`otp/generate ${sent.status}: ${await sent.text()}`);
  const lines = (await fs.readFile(server.outbox, 'utf8')).trim().split('\n');
  const entry = lines.map((line) => JSON.parse(line)).findLast((item) => item.mobileNumber === mobileNumber);
  const verified = await fetch(`${server.base}/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNumber, otp: entry?.otp }),
  });
  if (!verified.ok) throw new Error(`otp/verify ${verified.status}: ${await verified.text()}`);
  const { token, studentId } = (await verified.json()) as { token: string; studentId: number };
  return { token, studentId, headers: { authorization: `Bearer ${token}` } };
}
