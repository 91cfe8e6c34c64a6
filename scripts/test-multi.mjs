#!/usr/bin/env node
// `npm run test:multi`: two portal instances on one throwaway PostgreSQL and one S3-compatible store,
// started at the same moment on the empty database, and what must hold between them, over real HTTP.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  prepareBuilds,
  readOtp,
  startInstance,
  startS3rver,
  waitUntilHealthy,
} from './lib/portal-instances.mjs';
import { freePort, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { onePagePdf } from './perf/fixtures.mjs';

const started = Date.now();
const failures = [];
const cleanups = [];
let instances = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
async function check(label, run) {
  const at = Date.now();
  try {
    const detail = await run();
    console.log(`  ok    ${label} (${Date.now() - at} ms)${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    failures.push(label);
    console.log(
      `  FAIL  ${label} (${Date.now() - at} ms): ${error instanceof Error ? error.message : error}`,
    );
  }
}
const expect = (condition, message) => {
  if (!condition) throw new Error(message);
};

async function call(instance, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let json;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, bytes, text, json };
}

let numberCounter = 0;
const nextMobileNumber = () =>
  `9${String(Date.now() % 1e6).padStart(6, '0')}${String(++numberCounter).padStart(3, '0')}`;
const sendCode = (instance, mobileNumber) =>
  call(instance, 'POST', `/otp/generate?mobileNumber=${mobileNumber}`);

/** Signs in on one instance (creating a student account for a new number): the token. */
async function signInWith(instance, mobileNumber) {
  const sent = await sendCode(instance, mobileNumber);
  expect(sent.status === 200, `otp/generate on ${instance.name}: ${sent.status} ${sent.text}`);
  const otp = await readOtp(instance, mobileNumber);
  const verified = await call(instance, 'POST', '/otp/verify', { body: { mobileNumber, otp } });
  expect(verified.status === 200, `otp/verify on ${instance.name}: ${verified.status} ${verified.text}`);
  return verified.json.token;
}

/** Code sent through one instance, traded for a token on the other. */
async function signIn(sender, verifier) {
  const mobileNumber = nextMobileNumber();
  const sent = await sendCode(sender, mobileNumber);
  expect(sent.status === 200, `otp/generate on ${sender.name}: ${sent.status} ${sent.text}`);
  const otp = await readOtp(sender, mobileNumber);
  const verified = await call(verifier, 'POST', '/otp/verify', { body: { mobileNumber, otp } });
  expect(verified.status === 200, `otp/verify on ${verifier.name}: ${verified.status} ${verified.text}`);
  return verified.json.token;
}

async function main() {
  console.log('test:multi: preparing the build…');
  prepareBuilds();
  const cluster = await startThrowawayPostgres();
  cleanups.push(() => cluster.stop());
  const s3 = await startS3rver('portal-multi');
  cleanups.push(() => s3.stop());
  console.log(
    `test:multi: PostgreSQL ${cluster.version}, s3rver on ${s3.env.S3_ENDPOINT} (${seconds(Date.now() - started)})`,
  );

  const shared = { DATABASE_URL: cluster.url, JWT_SECRET: randomBytes(32).toString('base64url'), ...s3.env };
  const [portA, portB] = [await freePort(), await freePort()];
  // Each instance's texts (SMS, WhatsApp) in a file of its own: who delivered what shows.
  const textsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-multi-texts-'));
  cleanups.push(() => fs.rmSync(textsDir, { recursive: true, force: true }));
  const textsOf = (name) => path.join(textsDir, `texts-${name}.jsonl`);
  // Both at the same moment, on the empty database: both apply migrations (a database-wide lock
  // must make one wait for the other).
  instances = [
    startInstance('A', { ...shared, PORT: String(portA), NOTIFY_OUTBOX: textsOf('A') }),
    startInstance('B', { ...shared, PORT: String(portB), NOTIFY_OUTBOX: textsOf('B') }),
  ];
  const [a, b] = instances;

  await check('both instances came up on the empty database', async () => {
    const results = await Promise.allSettled(instances.map((instance) => waitUntilHealthy(instance, 60_000)));
    const failed = results.flatMap((result, i) => (result.status === 'rejected' ? [instances[i]] : []));
    if (failed.length) {
      const logs = failed.map((instance) => `--- ${instance.name} ---\n${instance.output().slice(-2500)}`);
      throw new Error(
        `${results
          .map((r) => (r.status === 'rejected' ? r.reason.message : ''))
          .filter(Boolean)
          .join('; ')}\n${logs.join('\n')}`,
      );
    }
    return `A ${a.url}, B ${b.url}`;
  });
  if (failures.length) return;

  await check("a number's 4th code in 10 minutes is refused, whichever instance sends it", async () => {
    const mobileNumber = nextMobileNumber();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      for (const [i, instance] of [a, a, b].entries()) {
        const res = await sendCode(instance, mobileNumber);
        expect(res.status === 200, `code ${i + 1} via ${instance.name}: ${res.status} ${res.text}`);
        // A send within OTP_LIMITS.repeatSendWithinSeconds of the last is a double tap, answered without a
        // new code; age the codes past it (still well inside the 10 minutes) so each send is a real one.
        await client.query(
          "UPDATE otp_codes SET created_at = created_at - interval '10 seconds' WHERE mobile_number = $1",
          [mobileNumber],
        );
      }
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM otp_codes WHERE mobile_number = $1',
        [mobileNumber],
      );
      expect(rows[0].n === 3, `codes stored for the number: ${rows[0].n}, expected 3`);
    } finally {
      await client.end();
    }
    for (const instance of [b, a]) {
      const res = await sendCode(instance, mobileNumber);
      expect(res.status === 429, `4th code via ${instance.name}: ${res.status}, expected 429`);
      expect(
        /^Too many OTPs sent to this number/.test(res.json?.debugMessage ?? ''),
        `4th code message: ${res.text}`,
      );
    }
    return 'A, A, B sent; 4th via B and via A → 429';
  });

  await check('the per-IP limit is one budget across instances (event lookup)', async () => {
    // 30 lookups per minute per address (events/routes.ts): half through each, then one more.
    for (let i = 0; i < 30; i++) {
      const res = await call(i % 2 ? b : a, 'GET', '/event-registration/event?eventCode=AUR');
      expect(res.status === 200, `lookup ${i + 1}: ${res.status} ${res.text}`);
    }
    const refused = await call(a, 'GET', '/event-registration/event?eventCode=AUR');
    expect(refused.status === 429, `31st lookup: ${refused.status}, expected 429`);
    return '15 via A + 15 via B, the 31st → 429';
  });

  await check('a token logged out on A is refused on B at once', async () => {
    const token = await signIn(a, b);
    const before = await call(b, 'GET', '/auth/session', { token });
    expect(before.status === 200, `session on B before logout: ${before.status} ${before.text}`);
    const logout = await call(a, 'GET', '/auth/logout', { token });
    expect(logout.status === 200, `logout on A: ${logout.status} ${logout.text}`);
    const after = await call(b, 'GET', '/auth/session', { token });
    expect(after.status === 401, `session on B right after logout on A: ${after.status}, expected 401`);
    const onA = await call(a, 'GET', '/auth/session', { token });
    expect(onA.status === 401, `session on A after logout: ${onA.status}, expected 401`);
    return 'code sent via A, verified on B; logout on A → B answers 401';
  });

  await check('a file uploaded through A downloads through B', async () => {
    const token = await signIn(b, a);
    // A real one-page PDF (uploads are parsed whole), unique by its text.
    const bytes = onePagePdf(`passport ${randomBytes(16).toString('hex')}`);
    const form = new FormData();
    form.append('type', 'PASSPORT');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'passport.pdf');
    const uploaded = await call(a, 'POST', '/student/document/upload', { token, body: form });
    expect(uploaded.status < 300, `upload via A: ${uploaded.status} ${uploaded.text}`);
    const link = await call(b, 'GET', `/student/document/download?documentId=${uploaded.json.id}`, { token });
    expect(link.status === 200, `download link via B: ${link.status} ${link.text}`);
    const file = await call(b, 'GET', link.json.tempURL);
    expect(file.status === 200, `file via B: ${file.status}`);
    expect(file.bytes.equals(bytes), `file via B differs (${file.bytes.length} bytes, sent ${bytes.length})`);
    return `${bytes.length} bytes, same on B`;
  });

  await check('notifications made through both instances are each sent once, by either', async () => {
    // A counsellor rejects 20 documents of two students, through A and B in turn; both workers share the
    // queue (jobs taken with SKIP LOCKED): every rejection's SMS is sent exactly once, by A or by B.
    const staffMobile = nextMobileNumber();
    const created = spawnSync(
      'npm',
      [
        'run',
        'staff:create',
        '-w',
        '@portal/api',
        '--',
        '--mobile',
        staffMobile,
        '--name',
        'Multi Admin',
        '--role',
        'ADMIN',
      ],
      {
        env: { ...process.env, DATABASE_URL: cluster.url, DATA_DIR: textsDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      },
    );
    expect(created.status === 0, `staff:create: ${created.stdout}${created.stderr}`);
    const staffToken = await signInWith(a, staffMobile);
    const changes = [];
    for (const [s, instance] of [a, b].entries()) {
      const mobileNumber = nextMobileNumber();
      const token = await signInWith(instance, mobileNumber);
      const session = await call(instance, 'GET', '/auth/session', { token });
      const studentId = session.json.studentId ?? session.json.id;
      for (const type of [
        'PASSPORT',
        'SSC',
        'HSC',
        'DIPLOMA',
        'UNDERGRADUATE',
        'POSTGRADUATE',
        'RESUME',
        'IELTS',
        'TOEFL',
        'PTE',
      ]) {
        const form = new FormData();
        form.append('type', type);
        form.append(
          'file',
          new Blob([onePagePdf(`${type} ${s}`)], { type: 'application/pdf' }),
          `${type}.pdf`,
        );
        const uploaded = await call(instance, 'POST', '/student/document/upload', { token, body: form });
        expect(uploaded.status < 300, `upload ${type}: ${uploaded.status} ${uploaded.text}`);
        changes.push({
          studentId,
          documentId: uploaded.json.id,
          mobileNumber,
          reason: `Scan ${changes.length} is unreadable.`,
        });
      }
    }
    // Texts at any hour (quiet hours, 21:00–08:00 India time, would hold them for the morning).
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query(
        `insert into notification_preferences (user_id, quiet_hours_enabled)
         select id, false from users where mobile_number = any($1)`,
        [changes.map((change) => change.mobileNumber)],
      );
    } finally {
      await client.end();
    }
    for (const [i, change] of changes.entries()) {
      const res = await call(
        i % 2 ? b : a,
        'PUT',
        `/api/staff/students/${change.studentId}/documents/${change.documentId}/review`,
        {
          token: staffToken,
          body: { status: 'REJECTED', remark: change.reason },
        },
      );
      expect(res.status === 200, `rejection ${i + 1}: ${res.status} ${res.text}`);
    }
    const textsBy = (name) =>
      fs.existsSync(textsOf(name))
        ? fs
            .readFileSync(textsOf(name), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => ({ ...JSON.parse(line), by: name }))
        : [];
    const sentFor = (texts, change) =>
      texts.filter(
        (text) => text.mobileNumber === change.mobileNumber && text.message.includes(change.reason),
      );
    const deadline = Date.now() + 30_000;
    let texts = [];
    while (Date.now() < deadline) {
      texts = [...textsBy('A'), ...textsBy('B')];
      if (changes.every((change) => sentFor(texts, change).length > 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A little longer, so a second send would show.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    texts = [...textsBy('A'), ...textsBy('B')];
    const counts = changes.map((change) => sentFor(texts, change).length);
    expect(
      counts.every((n) => n === 1),
      `texts per rejection: ${counts.join(',')} (expected 1 each)`,
    );
    const byA = texts.filter((text) => text.by === 'A').length;
    return `${changes.length} rejections via A and B; sent once each, ${byA} by A, ${texts.length - byA} by B`;
  });

  await check("a catalogue change invalidates both instances' pages", async () => {
    const token = await signIn(a, a);
    const firstPage = (instance) =>
      call(instance, 'POST', '/api/course/filter?pageNumber=1&pageSize=10', { token, body: {} });
    const pageA = await firstPage(a);
    expect(pageA.status === 200, `filter on A: ${pageA.status} ${pageA.text}`);
    const course = pageA.json.content[0];
    const namesOn = async (instance) => {
      const page = await firstPage(instance);
      const detail = await call(instance, 'GET', `/api/course/university/${course.id}`, { token });
      return [page.json?.content?.find((item) => item.id === course.id)?.name, detail.json?.name];
    };
    // Read on both (page and detail), so any cache holds the old name.
    for (const instance of [a, b]) {
      const names = await namesOn(instance);
      expect(
        names.every((name) => name === course.name),
        `${instance.name} shows ${names.join(' / ')} for ${course.name}`,
      );
    }
    const renamed = `${course.name} (renamed ${randomBytes(3).toString('hex')})`;
    // No route edits the catalogue: the seed or an admin does, in the database.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const changedAt = Date.now();
    await client.query('UPDATE courses SET name = $1 WHERE id = $2', [renamed, course.id]);
    await client.end();
    const seen = {};
    while (Date.now() - changedAt < 5_000 && Object.keys(seen).length < 2) {
      for (const instance of [b, a]) {
        if (seen[instance.name]) continue;
        if ((await namesOn(instance)).every((name) => name === renamed))
          seen[instance.name] = Date.now() - changedAt;
      }
      if (Object.keys(seen).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(
      seen.A !== undefined && seen.B !== undefined,
      `after 5 s the new name shows on ${Object.keys(seen).join(', ') || 'neither'}`,
    );
    return `renamed by SQL; B shows it after ${seen.B} ms, A after ${seen.A} ms`;
  });
}

async function stopEverything() {
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
  instances = [];
  cleanups.length = 0;
}
// The instances run in their own process groups, so Ctrl-C would not reach them: stop them here.
process.on('SIGINT', () => {
  void stopEverything().finally(() => process.exit(130));
});

let exitCode = 1;
try {
  await main();
  exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(`test:multi: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopEverything();
}
const total = seconds(Date.now() - started);
console.log(
  exitCode === 0
    ? `test:multi: all checks passed in ${total}`
    : `test:multi: FAILED (${failures.join('; ') || 'set-up'}) in ${total}`,
);
process.exit(exitCode);
