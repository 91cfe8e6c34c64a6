import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NOTIFICATION_QUEUE_MESSAGES, type TQueueHealth } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

/**
 * The admin's queue page over a delivery that really fails: the texts outbox is a folder at first (every
 * append fails with EISDIR, as a gateway that refuses would), then the folder goes and the retry sends.
 * Its name carries an address and a number, as an SMTP or gateway refusal echoes them.
 */
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-queue-'));
const textOutbox = path.join(dir, 'texts for asha@example.com +91 98765 43210.jsonl');
const t: TTestApp = useTestApp({
  notify: {
    mailFrom: 'Portal <no-reply@example.test>',
    textOutbox,
    publicUrl: 'http://portal.test',
    pollSeconds: 0.5,
  },
});
const HEALTH = '/api/staff/notification-queue';
const retryUrl = (jobId: string) => `${HEALTH}/jobs/${jobId}/retry`;
let admin: TSignedIn;
let counsellor: TSignedIn;
let student: TSignedIn;

/** Moves the app's clock to the next `hh:mm` India time (UTC+05:30): texts wait out quiet hours. */
function setIndiaTime(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const now = new Date();
  const target = new Date(now);
  target.setUTCHours(h, m - 330, 0, 0);
  while (target.getTime() < now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.offsetMs = target.getTime() - now.getTime();
}

async function health(): Promise<TQueueHealth> {
  const res = await t.app.inject({ method: 'GET', url: HEALTH, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const deliverQueue = (body: TQueueHealth) =>
  body.queues.find((queue) => queue.name === 'notification-deliver');

async function auditRows() {
  const { rows } = await t.database.query(
    "select actor_id, action, entity_type, before, after from audit_log where action = 'NOTIFICATION_JOB_RETRIED' order by id",
  );
  return rows;
}

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  student = await createSignedInUser(t.app);
  await fs.mkdir(textOutbox);
  // One try, not six over half an hour: the job fails for good at its first error.
  await t.database.query("update pgboss.queue set retry_limit = 0 where name = 'notification-deliver'");
});

describe('the notification queue page (admins)', () => {
  let jobId = '';

  it('starts healthy: every queue at zero, the senders configured', async () => {
    const body = await health();
    expect(body.queues.map((queue) => queue.name)).toEqual(['notification-deliver', 'session-reminder']);
    expect(deliverQueue(body)).toMatchObject({ failed: 0, failedLastDay: 0, retrying: 0 });
    expect(body.failures).toEqual([]);
    expect(body.channels).toEqual({ email: 'LOG', texts: 'OUTBOX' });
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('lists a delivery that failed: its kind, channel, masked error and attempts, never the recipient', async () => {
    setIndiaTime('12:00');
    await t.app.db.transaction((tx) =>
      t.app.notifier.notify(tx, {
        recipientId: student.id,
        event: { kind: 'DOCUMENT_REJECTED', params: { documentType: 'SSC', reason: 'The scan is blurred.' } },
        target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
        dedupeKey: `queue-health-${student.id}`,
      }),
    );
    await expect.poll(async () => (await health()).failures.length, { timeout: 15_000 }).toBe(1);
    const body = await health();
    const [failure] = body.failures;
    expect(failure).toMatchObject({
      queue: 'notification-deliver',
      summary: 'Document rejected',
      channels: ['SMS'],
      attempts: 1,
    });
    jobId = failure?.jobId ?? '';
    expect(failure?.error).toMatch(/^SMS: EISDIR/);
    expect(failure?.error).toContain('•••@example.com');
    expect(failure?.error).toContain('••••••••••10');
    const text = JSON.stringify(body);
    for (const secret of ['asha@', '98765', student.mobileNumber, 'blurred'])
      expect(text).not.toContain(secret);
    expect(deliverQueue(body)).toMatchObject({ failed: 1, failedLastDay: 1, waiting: 0, active: 0 });
  });

  it('retries a failed job: audited, and it runs again and sends once the channel works', async () => {
    await fs.rm(textOutbox, { recursive: true });
    setIndiaTime('12:00');
    const res = await t.app.inject({ method: 'POST', url: retryUrl(jobId), headers: admin.headers });
    expect(res.json()).toEqual({ jobId, queue: 'notification-deliver' });
    expect(res.statusCode).toBe(200);
    expect(await auditRows()).toEqual([
      {
        actor_id: admin.id,
        action: 'NOTIFICATION_JOB_RETRIED',
        entity_type: 'NOTIFICATION_JOB',
        before: { jobId, queue: 'notification-deliver', state: 'failed' },
        after: { jobId, queue: 'notification-deliver', state: 'retry' },
      },
    ]);
    await expect
      .poll(
        async () => (await fs.readFile(textOutbox, 'utf8').catch(() => '')).includes(student.mobileNumber),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expect
      .poll(async () => deliverQueue(await health())?.completedLastDay, { timeout: 15_000 })
      .toBe(1);
    const body = await health();
    expect(body.failures).toEqual([]);
    expect(deliverQueue(body)).toMatchObject({ failed: 0, failedLastDay: 0, retrying: 0 });
  });

  it('answers 409 for a job that has not failed, and changes nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: retryUrl(jobId), headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'CONFLICT',
      debugMessage: NOTIFICATION_QUEUE_MESSAGES.notFailed,
    });
    expect(await auditRows()).toHaveLength(1);
  });

  it('answers 404 for a job the queues do not hold, 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: retryUrl('5f1c6a3e-0b7e-4c1e-9d57-3a1f2b6c8d90'),
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ debugMessage: NOTIFICATION_QUEUE_MESSAGES.jobNotFound });
    const malformed = await t.app.inject({ method: 'POST', url: retryUrl('job-1'), headers: admin.headers });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('jobId must be a job id');
    expect(await auditRows()).toHaveLength(1);
  });

  it('refuses counsellors and students (403) on both calls', async () => {
    for (const user of [counsellor, student]) {
      const read = await t.app.inject({ method: 'GET', url: HEALTH, headers: user.headers });
      expect(read.statusCode).toBe(403);
      const retry = await t.app.inject({ method: 'POST', url: retryUrl(jobId), headers: user.headers });
      expect(retry.statusCode).toBe(403);
    }
    expect(await auditRows()).toHaveLength(1);
  });
});
