import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

/** A real HTTP server standing in for the SMS / WhatsApp gateway: it keeps each body and answers `status`. */
const gateway = { bodies: [] as Record<string, unknown>[], status: 200 };
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (gateway.status === 200) gateway.bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    response.writeHead(gateway.status, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// A sign-in budget of 6 texts an hour: notifications may use 3 of them.
const t: TTestApp = useTestApp({
  otpSmsBudgetPerHour: 6,
  notify: {
    mailFrom: 'Portal <no-reply@example.test>',
    webhookUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    publicUrl: 'https://portal.example',
    pollSeconds: 0.5,
  },
});

/** Noon in India (outside quiet hours), `hours` later still. */
function setIndiaNoon(hours = 0) {
  const now = new Date();
  const target = new Date(now);
  target.setUTCHours(6, 30, 0, 0);
  if (target < now) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.offsetMs = target.getTime() - now.getTime() + hours * 3_600_000;
}

async function notify(student: TSignedIn, key: string): Promise<string> {
  await t.app.db.transaction((tx) =>
    t.app.notifier.notify(tx, {
      recipientId: student.id,
      event: { kind: 'DOCUMENT_REJECTED', params: { documentType: 'SSC', reason: 'The scan is blurred.' } },
      target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
      dedupeKey: key,
    }),
  );
  const { rows } = await t.database.query('select id from notifications where dedupe_key = $1', [key]);
  return String((rows[0] as { id: string }).id);
}

const bodiesTo = (mobileNumber: string) =>
  gateway.bodies.filter((body) => body.mobileNumber === mobileNumber);

async function delivery(notificationId: string, channel: string) {
  const { rows } = await t.database.query(
    'select status, last_error from notification_deliveries where notification_id = $1 and channel = $2',
    [notificationId, channel],
  );
  return rows[0] as { status: string; last_error: string | null } | undefined;
}

async function jobState(notificationId: string) {
  const { rows } = await t.database.query('select state from pgboss.job where id = $1', [notificationId]);
  return (rows[0] as { state: string } | undefined)?.state;
}

/** Runs a job waiting in pg-boss's retry back-off now instead of in 30 s or more. */
const retryNow = (notificationId: string) =>
  t.database.query('update pgboss.job set start_after = now() where id = $1', [notificationId]);

const forgetBudget = () => t.database.query("delete from rate_limit_hits where key = 'notify:text-budget'");

describe('texts through the gateway webhook', () => {
  it('posts an SMS, and a WhatsApp message to someone who chose WhatsApp, as JSON', async () => {
    setIndiaNoon();
    await forgetBudget();
    const sms = await createSignedInUser(t.app);
    await notify(sms, `sms-${sms.id}`);
    await expect
      .poll(() => bodiesTo(sms.mobileNumber), { timeout: 15_000 })
      .toEqual([
        {
          mobileNumber: sms.mobileNumber,
          message: 'Study Abroad Portal: please upload your SSC (10th) again: The scan is blurred.',
          channel: 'sms',
        },
      ]);

    const whatsapp = await createSignedInUser(t.app);
    await t.database.query('insert into notification_preferences (user_id, channels) values ($1, $2)', [
      whatsapp.id,
      JSON.stringify({ DOCUMENTS: { EMAIL: false, SMS: false, WHATSAPP: true } }),
    ]);
    const id = await notify(whatsapp, `wa-${whatsapp.id}`);
    await expect
      .poll(() => bodiesTo(whatsapp.mobileNumber), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ channel: 'whatsapp', mobileNumber: whatsapp.mobileNumber })]);
    await expect.poll(() => delivery(id, 'WHATSAPP')).toEqual({ status: 'SENT', last_error: null });
    expect(await delivery(id, 'SMS')).toBeUndefined();
  });

  it('keeps a text the gateway refused (500) for a retry, and sends it once when the gateway is back', async () => {
    setIndiaNoon();
    await forgetBudget();
    const student = await createSignedInUser(t.app);
    gateway.status = 500;
    const id = await notify(student, `down-${student.id}`);
    await expect
      .poll(() => delivery(id, 'SMS'), { timeout: 15_000 })
      .toEqual({ status: 'FAILED', last_error: 'text gateway answered 500' });
    await expect.poll(() => jobState(id)).toBe('retry');

    gateway.status = 200;
    await retryNow(id);
    await expect.poll(() => bodiesTo(student.mobileNumber), { timeout: 15_000 }).toHaveLength(1);
    await expect.poll(() => jobState(id)).toBe('completed');
    expect(await delivery(id, 'SMS')).toEqual({ status: 'SENT', last_error: null });
  });

  it('sends no more than half the sign-in budget an hour, leaves sign-in codes theirs, and sends the rest later', async () => {
    setIndiaNoon();
    await forgetBudget();
    const students = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(t.app)));
    const ids: string[] = [];
    for (const student of students.slice(0, 3)) ids.push(await notify(student, `budget-${student.id}`));
    for (const student of students.slice(0, 3)) {
      await expect.poll(() => bodiesTo(student.mobileNumber), { timeout: 15_000 }).toHaveLength(1);
    }

    const last = students[3] as TSignedIn;
    const held = await notify(last, `budget-${last.id}`);
    await expect.poll(() => delivery(held, 'SMS'), { timeout: 15_000 }).toMatchObject({ status: 'FAILED' });
    expect((await delivery(held, 'SMS'))?.last_error).toMatch(
      /^notification text budget of 3 per hour used up \(the rest is kept for sign-in codes\); texts resume after /,
    );
    await expect.poll(() => jobState(held)).toBe('retry');
    expect(bodiesTo(last.mobileNumber)).toEqual([]);
    // Sign-in codes count apart: their budget has not been touched.
    const { rows } = await t.database.query("select hits from rate_limit_hits where key = 'otp:sms-budget'");
    expect(rows).toEqual([]);

    // An hour later the budget has room again and the retry sends it.
    setIndiaNoon(1.1);
    await retryNow(held);
    await expect.poll(() => bodiesTo(last.mobileNumber), { timeout: 15_000 }).toHaveLength(1);
    await expect.poll(() => delivery(held, 'SMS')).toEqual({ status: 'SENT', last_error: null });
  });
});
