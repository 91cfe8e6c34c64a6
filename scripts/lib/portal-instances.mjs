// Portal instances as separate processes (`node scripts/start.mjs`) and the S3-compatible server they
// share, for `npm run test:multi`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startScript = path.join(root, 'scripts/start.mjs');

/** s3rver (an npm S3-compatible server) on 127.0.0.1 with one bucket in a temporary folder. */
export async function startS3rver(bucket) {
  // s3rver is a dev dependency of the API workspace (its S3 storage tests use it too).
  const S3rver = createRequire(path.join(root, 'apps/api/package.json'))('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials.
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close().catch(() => {});
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Brings start.mjs's builds up to date once, so two instances started together do not both build:
 * start.mjs builds what is stale, then the server refuses the bad PORT at once.
 */
export function prepareBuilds() {
  const result = spawnSync(process.execPath, [startScript], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PORT: 'prepare-builds-only', LOG_LEVEL: 'silent' },
  });
  const output = `${result.stdout}${result.stderr}`;
  if (!/Invalid configuration[\s\S]*PORT/.test(output)) {
    throw new Error(`preparing the build failed (exit ${result.status}):\n${output.slice(-3000)}`);
  }
}

/** Starts one instance (not awaited: call waitUntilHealthy). Its output is kept for the report. */
export function startInstance(name, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-multi-${name}-`));
  const outbox = path.join(dataDir, 'otp-outbox.jsonl');
  const child = spawn(process.execPath, [startScript], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      DATA_DIR: dataDir,
      OTP_OUTBOX: outbox,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stop() reaches start.mjs and the server it runs.
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  return {
    name,
    url: `http://127.0.0.1:${env.PORT}`,
    outbox,
    output: () => output,
    exit: () => exit,
    async stop() {
      if (!exit) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
        }, 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once GET /api/health answers 200; rejects when the process exits or time runs out. */
export async function waitUntilHealthy(instance, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = instance.exit();
    if (exit) throw new Error(`${instance.name} exited (${exit.code ?? exit.signal}) before it was healthy`);
    const ok = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${instance.name} not healthy after ${timeoutMs / 1000} s`);
}

/** The last code the instance's outbox holds for a number (one JSON line per code sent). */
export async function readOtp(instance, mobileNumber, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = fs.existsSync(instance.outbox) ? fs.readFileSync(instance.outbox, 'utf8') : '';
    const lines = text.split('\n').filter(Boolean).reverse();
    for (const line of lines) {
      const entry = JSON.parse(line);
      if (entry.mobileNumber === mobileNumber && entry.otp) return entry.otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no OTP for ${mobileNumber} in ${instance.name}'s outbox`);
}
