// The portal under test: a throwaway database seeded to N courses with the project's seed CLI (the
// server itself only seeds an empty catalogue), then the server started as `npm start` starts it.
import crypto from 'node:crypto';
import path from 'node:path';
import { freePort } from '../lib/throwaway-postgres.mjs';
import { root, waitFor } from '../perf/portal.mjs';
import { spawnGroup, stopGroup, tempDir } from './cleanup.mjs';
import { pidListeningOn, runCommand } from './processes.mjs';

// The first start on a fresh clone builds the web app (vite, a minute or two on two cores).
const START_TIMEOUT_MS = 300_000;
const OUTPUT_TAIL_CHARS = 6000;

/** The environment the server and the seed CLI share: one database, one OTP outbox. */
function portalEnv(dir, databaseUrl, port) {
  // NODE_ENV left out: the API defaults to development, the only mode that allows the OTP outbox.
  const { NODE_ENV: _nodeEnv, DATABASE_URL: _url, ...env } = process.env;
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    OTP_OUTBOX: path.join(dir, 'otp-outbox.jsonl'),
    LOG_LEVEL: 'warn',
  };
}

/**
 * `npm run seed -- --courses N [--students M]` on the portal's database (before the server opens it),
 * then `npm run staff:create` for each of `staff` ({ mobile, name, role }).
 */
export async function seedCourses(env, courses, log, { students = 0, staff = [] } = {}) {
  const startedAt = performance.now();
  const population = students ? ['--students', String(students)] : [];
  const { code, output } = await runCommand(
    'npm',
    ['run', 'seed', '--', '--courses', String(courses), ...population],
    { cwd: root, env },
  );
  if (code !== 0) throw new Error(`npm run seed failed (${code}):\n${output.slice(-OUTPUT_TAIL_CHARS)}`);
  const what = students ? ` and ${students.toLocaleString('en')} students` : '';
  log(
    `seeded ${courses.toLocaleString('en')} courses${what} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  for (const { mobile, name, role } of staff) {
    const args = ['run', 'staff:create', '--', '--mobile', mobile, '--name', name, '--role', role];
    const created = await runCommand('npm', args, { cwd: root, env });
    if (created.code !== 0)
      throw new Error(`staff:create failed:\n${created.output.slice(-OUTPUT_TAIL_CHARS)}`);
  }
}

/**
 * Seeds (`students` and `staff`: see seedCourses), starts `node scripts/start.mjs`, waits for
 * /api/health; resolves what the run needs. `env` adds to the server's environment (the soak loads its
 * memory probe through NODE_OPTIONS).
 */
export async function startPortal({ databaseUrl, courses, students, staff, log, env: extraEnv = {} }) {
  const dir = tempDir('portal');
  const port = await freePort();
  const env = { ...portalEnv(dir, databaseUrl, port), ...extraEnv };
  await seedCourses(env, courses, log, { students, staff });
  const startedAt = performance.now();
  const server = spawnGroup('node', [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-OUTPUT_TAIL_CHARS);
  };
  server.stdout.setEncoding('utf8').on('data', keep);
  server.stderr.setEncoding('utf8').on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((_resolve, reject) =>
    server.once('exit', (code) => reject(new Error(`the portal exited (code ${code}):\n${tail}`))),
  );
  exited.catch(() => {}); // stopping it later is expected
  await Promise.race([waitFor(`${baseUrl}/api/health`, START_TIMEOUT_MS, 'the portal'), exited]);
  tail = ''; // from here on: what the server says while it is measured
  const pid = pidListeningOn(port);
  if (!pid) throw new Error(`no process of ours listens on port ${port}`);
  log(`server up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (pid ${pid})`);
  return {
    baseUrl,
    outbox: env.OTP_OUTBOX,
    pid,
    /** What the server wrote since it came up (LOG_LEVEL=warn: warnings, errors), for the report. */
    output: () => tail,
    stop: () => stopGroup(server),
  };
}
