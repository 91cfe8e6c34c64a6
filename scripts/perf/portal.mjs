// The portal for the performance budget: started as `npm start` runs it (minus the build) on a free
// loopback port, a temporary DATA_DIR and OTP outbox, with a counsellor account made before it starts
// (the embedded database opens in one process only); and the API calls the fixtures make.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/throwaway-postgres.mjs';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEALTH_TIMEOUT_MS = 240_000;
/** The counsellor the fixtures act through (staff-only steps: payment, expert choice, completed counselling). */
const STAFF_MOBILE = '6000000009';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(url, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The portal as `npm start` runs it, minus the build: the API serving apps/web/dist. `courses` grows the
 * catalogue to that many courses first (`npm run seed -- --courses N`; the demo catalogue otherwise).
 */
export async function startPortal(dataDir, { courses } = {}) {
  if (courses !== undefined) {
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--courses', String(courses)], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}${seeded.stderr}`);
  }
  const created = spawnSync(
    'npm',
    ['run', 'staff:create', '--', '--mobile', STAFF_MOBILE, '--name', 'Perf Counsellor'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (created.status !== 0) throw new Error(`staff:create failed:\n${created.stdout}${created.stderr}`);
  const port = await freePort();
  const outbox = path.join(dataDir, 'otp-outbox.jsonl');
  // NODE_ENV left out: the API defaults to development, which allows the OTP outbox.
  const { NODE_ENV: _nodeEnv, ...env } = process.env;
  const server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OTP_OUTBOX: outbox,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((_resolve, reject) =>
    server.once('exit', (code) => reject(new Error(`the portal exited early (code ${code})`))),
  );
  await Promise.race([waitFor(`${baseUrl}/api/health`, HEALTH_TIMEOUT_MS, 'the portal'), exited]);
  exited.catch(() => {}); // stopping it later is expected
  return { server, baseUrl, outbox };
}

export async function readOtp(outbox, mobileNumber) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean) : [];
    const entry = lines
      .map((line) => JSON.parse(line))
      .reverse()
      .find((item) => item.mobileNumber === mobileNumber);
    if (entry) return entry.otp;
    await sleep(100);
  }
  throw new Error(`no OTP for ${mobileNumber} in ${outbox}`);
}

export async function call(baseUrl, method, url, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A registered student, signed in through the API: what the browser would store (§3). */
export async function signInStudent({ baseUrl, outbox }) {
  const mobileNumber = `9${String(Date.now()).slice(-9)}`;
  await call(baseUrl, 'POST', `/otp/generate?mobileNumber=${mobileNumber}`);
  const otp = await readOtp(outbox, mobileNumber);
  const session = await call(baseUrl, 'POST', '/otp/verify', { body: { mobileNumber, otp } });
  const { token } = session;
  const name = 'Perf Student';
  await call(baseUrl, 'POST', '/student-onboarding/save', { token, body: { name } });
  const intakes = await call(baseUrl, 'GET', '/intake-details/all', { token });
  await call(baseUrl, 'PUT', '/student-onboarding/update', {
    token,
    body: {
      details: {
        country: ['UK'],
        studyLevel: 'Postgraduate',
        fieldOfStudy: ['Computer Science & IT'],
        intakeId: intakes[0].id,
        languageTest: 'IELTS',
        languageScore: '7.5',
        currentEducation: 'Undergraduate',
        passingYear: 2022,
        passportStatus: 'ISSUED',
        fundingPath: 'Self-Funding',
      },
    },
  });
  const sessionItems = {
    studentId: String(session.studentId),
    // Every key a sign-in stores (role included): without one, the tab would first restore its session
    // (GET /auth/session), a round trip a signed-in student does not make.
    role: 'STUDENT',
    userName: name,
    isEvent: 'false',
    ...(session.enrollmentId === null ? {} : { enrollmentId: String(session.enrollmentId) }),
    ...(session.referenceId === null ? {} : { referenceId: session.referenceId }),
  };
  return { localItems: { token }, sessionItems };
}

/** The counsellor, signed in through the OTP calls: the token, and what a sign-in in the browser stores (§3). */
export async function signInStaffSession({ baseUrl, outbox }) {
  await call(baseUrl, 'POST', `/otp/generate?mobileNumber=${STAFF_MOBILE}`);
  const otp = await readOtp(outbox, STAFF_MOBILE);
  const session = await call(baseUrl, 'POST', '/otp/verify', { body: { mobileNumber: STAFF_MOBILE, otp } });
  const sessionItems = {
    studentId: String(session.studentId),
    role: session.role,
    userName: session.userName,
    isEvent: 'false',
    referenceId: session.referenceId,
  };
  return { token: session.token, storage: { localItems: { token: session.token }, sessionItems } };
}

/** The counsellor's token (the fixtures' staff-only steps). */
export const signInStaff = async (portal) => (await signInStaffSession(portal)).token;

/** Stops a child process and waits for it (at most 10 s), so its files can be removed. */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
