import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_TYPES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../src/db/client.ts';
import { createAccount } from '../../src/modules/auth/account-opening.ts';
import { fillFromTemplate } from '../helpers/data-dir-template.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createScratchDatabase, type TScratchDatabase } from '../helpers/scratch-database.ts';
import { signInOverHttp, startServer, type TSpawnedServer } from '../helpers/spawned-server.ts';

/**
 * kill -9 while notifications are being delivered, on a real process over real HTTP: every change the
 * portal acknowledged has its notification, and after a restart on the same database every one is sent
 * (its SMS in the texts outbox, its delivery row SENT), once — including the one whose delivery was in
 * hand when the process died (retried once its job expires).
 *
 * A session booked before the kill has its 24 h and 1 h reminders as jobs in the database: they fire after
 * the restart (their time is brought forward while the process is down) and their texts go.
 *
 * The texts outbox is a named pipe read by a "gateway" process of the test's own: while it reads, texts
 * go through; once it is stopped, the worker's next delivery waits in the middle of sending, so the kill
 * finds a job in hand every time, not by luck of timing.
 */

const DOCUMENTS_EACH = 10;
/** A job held by the killed process is retried after this (and maintenance looks every second). */
const EXPIRE_SECONDS = 3;
/** Everything is delivered this long after the restart (expiry + maintenance + a 1-2 s retry delay). */
const DELIVERED_WITHIN_MS = 30_000;

/** The last changes, made once the gateway is gone: the first is in hand at the kill, the others wait. */
const HELD = 4;
/** Between two changes: the worker polls every second and then takes jobs one after another. */
const CHANGE_GAP_MS = 100;

const reasonOf = (n: number) => `Scan ${n} is unreadable.`;

type TStaff = { headers: { authorization: string } };
type TChange = { studentId: number; documentId: number; reason: string; mobileNumber: string };

/** Reads the pipe into `file`, one writer after another, until stopped (by its process group). */
function startGateway(pipe: string, file: string): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn('bash', ['-c', 'while :; do cat "$0" >> "$1"; done', pipe, file], {
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

/** Polls `check` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The one change that causes a notification here: a counsellor rejects a profile document
 * (DOCUMENT_REJECTED to its student). Switch the cause in this one place.
 */
async function causeNotification(
  server: TSpawnedServer,
  staff: TStaff,
  change: { studentId: number; documentId: number; reason: string },
): Promise<number> {
  const res = await fetch(
    `${server.base}/api/staff/students/${change.studentId}/documents/${change.documentId}/review`,
    {
      method: 'PUT',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'REJECTED', remark: change.reason }),
    },
  );
  await res.arrayBuffer();
  return res.status;
}

async function upload(
  server: TSpawnedServer,
  headers: Record<string, string>,
  type: string,
): Promise<number> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(tinyPdf(type))], { type: 'application/pdf' }), `${type}.pdf`);
  const res = await fetch(`${server.base}/student/document/upload`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { id?: number };
  if (!res.ok || !body.id) throw new Error(`upload ${type}: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

type TText = { channel: string; mobileNumber: string; message: string };
/** Every change has its text among `texts`. */
const sentIn = (texts: TText[], changes: TChange[]) =>
  changes.every((change) =>
    texts.some((text) => text.mobileNumber === change.mobileNumber && text.message.includes(change.reason)),
  );
const textsIn = async (file: string): Promise<TText[]> =>
  (await fs.readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TText);

/** Books the first free session from two days ahead (its 24 h and 1 h reminders are then both ahead). */
async function bookSession(server: TSpawnedServer, headers: Record<string, string>): Promise<string> {
  for (let days = 2; days < 10; days += 1) {
    const date = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(`${server.base}/api/counselling/slots?date=${date}`, { headers });
    const slots = (await res.json()) as { time: string; available: boolean }[];
    const slot = slots.find((candidate) => candidate.available);
    if (!slot) continue;
    const booked = await fetch(`${server.base}/api/counselling/book`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ date, time: slot.time, topics: ['COURSE_SELECTION'] }),
    });
    if (!booked.ok) throw new Error(`book: ${booked.status} ${await booked.text()}`);
    return `${date} ${slot.time}`;
  }
  throw new Error('no free counselling slot');
}

async function withDatabase<T>(env: Record<string, string>, run: (database: TDatabase) => Promise<T>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

describe('notifications through kill -9', { timeout: 300_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let scratch: TScratchDatabase | undefined;
  let server: TSpawnedServer | undefined;
  let gateway: ReturnType<typeof startGateway> | undefined;
  let fifo: string;
  const gatewayTexts = () => textsIn(path.join(dataDir, 'texts-before-kill.jsonl'));
  // Two students, ten documents each: twenty changes.
  const mobiles = { staff: '9876512300', students: ['9876512301', '9876512302'] };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-kill-notify-'));
    await fillFromTemplate(dataDir);
    fifo = path.join(dataDir, 'texts-gateway.pipe');
    expect(spawnSync('mkfifo', ['-m', '600', fifo]).status).toBe(0);
    env = {
      DATA_DIR: dataDir,
      OTP_OUTBOX: path.join(dataDir, 'otp-outbox.jsonl'),
      NOTIFY_OUTBOX: fifo,
      JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
      JOB_RETRY_DELAY_SECONDS: '1',
      // Reminder workers look every 30 s by default; the test need not wait that long.
      JOB_POLL_SECONDS: '1',
    };
    if (process.env.TEST_DATABASE_URL) {
      scratch = await createScratchDatabase(inject('postgresTemplate'));
      env.DATABASE_URL = scratch.url;
    }
    // The accounts, and texts at any hour: the process runs on the real clock, and quiet hours
    // (21:00–08:00 India time) would hold the texts for the morning.
    await withDatabase(env, async (database) => {
      await createAccount(database.db, { mobileNumber: mobiles.staff, role: 'ADMIN', name: 'Asha Rao' });
      for (const [i, mobileNumber] of mobiles.students.entries()) {
        const { account } = await createAccount(database.db, {
          mobileNumber,
          role: 'STUDENT',
          name: `Student ${i}`,
        });
        await database.query(
          'insert into notification_preferences (user_id, quiet_hours_enabled) values ($1, false)',
          [account.id],
        );
      }
    });
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await gateway?.stop();
    await scratch?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every acknowledged change once after a restart', async () => {
    const startedAt = Date.now();
    gateway = startGateway(fifo, path.join(dataDir, 'texts-before-kill.jsonl'));
    server = await startServer(env, undefined, { oneProcess: true });
    const staff = await signInOverHttp(server, mobiles.staff);
    const changes: TChange[] = [];
    let session = '';
    for (const mobileNumber of mobiles.students) {
      const student = await signInOverHttp(server, mobileNumber);
      // The first student books a session: its reminders are jobs due in a day or more.
      if (!session) session = await bookSession(server, student.headers);
      for (const type of DOCUMENT_TYPES.slice(0, DOCUMENTS_EACH)) {
        const documentId = await upload(server, student.headers, type);
        changes.push({
          studentId: student.studentId,
          documentId,
          mobileNumber,
          reason: reasonOf(changes.length),
        });
      }
    }
    const delivered = changes.slice(0, -HELD);
    const held = changes.slice(-HELD);

    // The changes in quick succession (a little apart, so the worker delivers while they are made).
    const changesAt = Date.now();
    const statuses: number[] = [];
    for (const change of delivered) {
      statuses.push(await causeNotification(server, staff, change));
      await new Promise((resolve) => setTimeout(resolve, CHANGE_GAP_MS));
    }
    // The gateway goes away once it has what was sent so far: the next delivery waits for it, in hand.
    await until('the first texts are sent', async () => sentIn(await gatewayTexts(), delivered), 30_000);
    await gateway.stop();
    for (const change of held) statuses.push(await causeNotification(server, staff, change));
    expect(statuses).toEqual(changes.map(() => 200));
    // The worker looks every second: by now it holds the first of the held ones.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server?.child.once('exit', resolve));
    const killedAt = Date.now();

    // At the moment of the kill: a notification for every acknowledged change, and the state of its job.
    const atKill = await withDatabase(env, async (database) => {
      const { rows } = await database.query(
        `select n.params->>'reason' as reason, j.state
           from notifications n left join pgboss.job j on j.id = n.id
          where n.kind = 'DOCUMENT_REJECTED'`,
      );
      return rows as { reason: string; state: string | null }[];
    });
    expect(atKill.map((row) => row.reason).sort()).toEqual(changes.map((change) => change.reason).sort());
    const states = atKill.reduce<Record<string, number>>((counts, row) => {
      const state = row.state ?? 'none';
      counts[state] = (counts[state] ?? 0) + 1;
      return counts;
    }, {});
    expect(states).toEqual({ completed: delivered.length, active: 1, created: HELD - 1 });

    // The session's two reminders wait in the database for their time; while the process is down, that
    // time comes (their start is moved to now: the days in between are not waited for).
    const reminders = await withDatabase(env, async (database) => {
      const { rows } = await database.query(
        `update pgboss.job set start_after = now()
          where name = 'session-reminder' and state = 'created' and start_after > now() + interval '50 minutes'
          returning data`,
      );
      return rows;
    });
    expect(reminders).toHaveLength(2);

    // Restarted on the same database, texts now to a plain file: the jobs waiting are delivered at once,
    // the one the dead process held once it expires.
    const restartedAt = Date.now();
    env.NOTIFY_OUTBOX = path.join(dataDir, 'texts-after-restart.jsonl');
    server = await startServer(env, undefined, { oneProcess: true });
    const upAt = Date.now();
    const allTexts = async () => [...(await gatewayTexts()), ...(await textsIn(env.NOTIFY_OUTBOX ?? ''))];
    await until(
      'every notification is sent',
      async () => sentIn(await allTexts(), changes),
      DELIVERED_WITHIN_MS,
    );
    const deliveredAfterMs = Date.now() - upAt;
    // The reminders fired after the restart, and their texts went (SMS is on for reminders by default).
    await until(
      'both reminders are sent',
      async () =>
        (await allTexts()).filter((text) => text.message.includes('reminder: counselling session')).length ===
        2,
      DELIVERED_WITHIN_MS,
    );
    const remindedAfterMs = Date.now() - upAt;
    // A little longer, so a second send would show.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await server.stop()).toBe(0);

    const texts = await allTexts();
    for (const change of changes) {
      const sent = texts.filter(
        (text) => text.mobileNumber === change.mobileNumber && text.message.includes(change.reason),
      );
      expect(
        sent.map((text) => text.channel),
        change.reason,
      ).toEqual(['SMS']);
    }
    const deliveries = await withDatabase(env, async (database) => {
      const { rows } = await database.query(
        `select d.channel, d.status, count(*)::int as n
           from notification_deliveries d join notifications n on n.id = d.notification_id
          where n.kind = 'DOCUMENT_REJECTED' group by d.channel, d.status order by d.channel`,
      );
      return rows;
    });
    const reminderRows = await withDatabase(env, async (database) => {
      const { rows } = await database.query(
        "select params->>'hoursBefore' as hours from notifications where kind = 'SESSION_REMINDER' order by 1",
      );
      return rows.map((row) => row.hours);
    });
    expect(reminderRows).toEqual(['1', '24']);
    // SMS sent; email skipped (no verified address).
    expect(deliveries).toEqual([
      { channel: 'EMAIL', status: 'SKIPPED', n: changes.length },
      { channel: 'SMS', status: 'SENT', n: changes.length },
    ]);
    console.log(
      `kill -9 (${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}): start, sign-ins and uploads ` +
        `${changesAt - startedAt} ms; changes until the kill ${killedAt - changesAt} ms; jobs at the kill ` +
        `${JSON.stringify(states)}; restart ${upAt - restartedAt} ms; all sent ${deliveredAfterMs} ms after it, ` +
        `reminders ${remindedAfterMs} ms; checks after the kill ${restartedAt - killedAt} ms; ` +
        `whole test ${Date.now() - startedAt} ms`,
    );
  });
});
