import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-notify-'));
const textOutbox = path.join(dir, 'texts.jsonl');
const t: TTestApp = useTestApp({
  notify: {
    mailFrom: 'Portal <no-reply@example.test>',
    textOutbox,
    publicUrl: 'http://portal.test',
    pollSeconds: 0.5,
  },
});

/** Moves the app's clock to the next `hh:mm` India time (UTC+05:30). */
function setIndiaTime(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const now = new Date();
  const target = new Date(now);
  target.setUTCHours(h, m - 330, 0, 0);
  while (target.getTime() < now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.offsetMs = target.getTime() - now.getTime();
}

async function notify(user: TSignedIn, key: string) {
  await t.app.db.transaction(async (tx) => {
    await t.app.notifier.notify(tx, {
      recipientId: user.id,
      event: { kind: 'DOCUMENT_REJECTED', params: { documentType: 'SSC', reason: 'The scan is blurred.' } },
      target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
      dedupeKey: key,
    });
  });
}

async function textsTo(mobileNumber: string, count: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lines = (await fs.readFile(textOutbox, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.mobileNumber === mobileNumber);
    if (lines.length >= count || Date.now() > until) return lines;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function deliveries(notificationKey: string) {
  const { rows } = await t.database.query(
    'select d.channel, d.status from notification_deliveries d join notifications n on n.id = d.notification_id where n.dedupe_key = $1 order by d.channel',
    [notificationKey],
  );
  return rows;
}

describe('delivery through the queue', () => {
  it('sends the SMS of a committed notification, once, and skips email without a verified address', async () => {
    setIndiaTime('12:00');
    const student = await createSignedInUser(t.app);
    await notify(student, `d1-${student.id}`);
    const texts = await textsTo(student.mobileNumber, 1);
    expect(texts).toEqual([
      {
        channel: 'SMS',
        mobileNumber: student.mobileNumber,
        message: 'Study Abroad Portal: please upload your SSC (10th) again: The scan is blurred.',
      },
    ]);
    await expect
      .poll(() => deliveries(`d1-${student.id}`))
      .toEqual([
        { channel: 'EMAIL', status: 'SKIPPED' },
        { channel: 'SMS', status: 'SENT' },
      ]);
  });

  it('holds texts during quiet hours and sends them when the quiet hours end', async () => {
    setIndiaTime('23:30');
    const student = await createSignedInUser(t.app);
    await notify(student, `q1-${student.id}`);
    await expect
      .poll(() => deliveries(`q1-${student.id}`))
      .toContainEqual({ channel: 'SMS', status: 'DEFERRED' });
    expect(await textsTo(student.mobileNumber, 1, 1000)).toEqual([]);
    const { rows } = await t.database.query(
      "select start_after from pgboss.job where name = 'notification-deliver' and data->>'notificationId' = (select id::text from notifications where dedupe_key = $1) and data ? 'only'",
      [`q1-${student.id}`],
    );
    const startAfter = new Date(rows[0]?.start_after as string);
    // 08:00 India time is 02:30 UTC.
    expect(startAfter.getUTCHours() * 60 + startAfter.getUTCMinutes()).toBe(150);
  });
});
