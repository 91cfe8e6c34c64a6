import type { TNotificationEvent } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeHeader, leaves, parseMime, type TMimePart } from '../helpers/mime.ts';
import { startSmtpServer } from '../helpers/smtp-server.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const t: TTestApp = useTestApp({
  notify: {
    smtpUrl: smtp.url,
    mailFrom: 'Study Abroad Portal <no-reply@example.test>',
    publicUrl: 'https://portal.example',
    pollSeconds: 0.5,
  },
});

/** Noon in India: outside the default quiet hours (21:00–08:00), whatever the real time is. */
function setIndiaNoon() {
  const now = new Date();
  const target = new Date(now);
  target.setUTCHours(6, 30, 0, 0);
  if (target < now) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.offsetMs = target.getTime() - now.getTime();
}

let emailCounter = 0;
/** A student whose email address is verified (written as the preferences API would leave it). */
async function studentWithEmail(): Promise<TSignedIn & { email: string }> {
  const student = await createSignedInUser(t.app);
  emailCounter += 1;
  const email = `student${emailCounter}.${student.id}@example.com`;
  await t.database.query(
    'insert into notification_preferences (user_id, email, email_verified_at) values ($1, $2, now())',
    [student.id, email],
  );
  return { ...student, email };
}

async function bookingOf(studentId: number, date: string, time: string, status = 'BOOKED') {
  const { rows } = await t.database.query(
    'insert into counselling_bookings (student_id, date, time, status) values ($1, $2, $3, $4) returning id',
    [studentId, date, time, status],
  );
  return Number((rows[0] as { id: number }).id);
}

async function notify(studentId: number, event: TNotificationEvent, key: string): Promise<string> {
  await t.app.db.transaction((tx) =>
    t.app.notifier.notify(tx, {
      recipientId: studentId,
      event,
      target: { screen: 'COUNSELLING' },
      dedupeKey: key,
    }),
  );
  const { rows } = await t.database.query('select id from notifications where dedupe_key = $1', [key]);
  return String((rows[0] as { id: string }).id);
}

async function emailsTo(address: string, count: number, timeoutMs = 15_000): Promise<TMimePart[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.filter((mail) => mail.to.includes(address));
    if (found.length >= count || Date.now() > until) return found.map((mail) => parseMime(mail.raw));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const partOf = (mail: TMimePart, type: string) =>
  leaves(mail).find((part) => (part.headers['content-type'] ?? '').startsWith(type));

/** The calendar event's properties, long lines unfolded. */
function eventOf(ics: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).split(';')[0] ?? ''] ??= line.slice(colon + 1);
  }
  return fields;
}

async function delivery(notificationId: string) {
  const { rows } = await t.database.query(
    "select status, last_error from notification_deliveries where notification_id = $1 and channel = 'EMAIL'",
    [notificationId],
  );
  return rows[0] as { status: string; last_error: string | null } | undefined;
}

async function job(notificationId: string) {
  const { rows } = await t.database.query('select state, retry_count, output from pgboss.job where id = $1', [
    notificationId,
  ]);
  return rows[0] as { state: string; retry_count: number; output: unknown } | undefined;
}

describe('email through a real SMTP server', () => {
  it('emails a booked session to the verified address: text and HTML, one link, the calendar event', async () => {
    setIndiaNoon();
    const student = await studentWithEmail();
    const bookingId = await bookingOf(student.id, '2026-12-07', '10:30');
    const id = await notify(
      student.id,
      { kind: 'SESSION_BOOKED', params: { bookingId, date: '2026-12-07', time: '10:30' } },
      `booked-${bookingId}`,
    );
    const [mail] = await emailsTo(student.email, 1);
    if (!mail) throw new Error('no email arrived');
    const link = `https://portal.example/notifications/${id}`;

    expect(mail.headers.from).toBe('Study Abroad Portal <no-reply@example.test>');
    expect(mail.headers.to).toBe(student.email);
    expect(decodeHeader(mail.headers.subject)).toBe('Counselling session booked — Study Abroad Portal');
    const text = partOf(mail, 'text/plain')?.body ?? '';
    expect(text).toContain('Your counselling session is booked for Mon 7 Dec, 10:30 IST.');
    expect(text).toContain(`Open in the portal: ${link}`);
    const html = partOf(mail, 'text/html')?.body ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<strong>Study Abroad Portal</strong>');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(`<a href="${link}">Open in the portal</a>`);
    expect(html).not.toMatch(/<img|<script/);

    // The calendar part (so mail clients offer to add it) and the same file attached by name.
    const ics = partOf(mail, 'text/calendar; charset=utf-8; method=REQUEST')?.body ?? '';
    const attached = leaves(mail).find((part) =>
      /^attachment; filename="?counselling-session\.ics/.test(part.headers['content-disposition'] ?? ''),
    );
    expect(attached?.body).toBe(ics);
    expect(ics).toContain('METHOD:REQUEST');
    const event = eventOf(ics);
    expect(event.DTSTART).toBe('20261207T050000Z');
    expect(event.DURATION).toBe('PT30M');
    expect(event.UID).toBe(`counselling-${student.id}-0@portal.example`);
    await expect.poll(() => delivery(id)).toEqual({ status: 'SENT', last_error: null });
  });

  it('moves and then cancels the same calendar event, each email newer than the last', async () => {
    setIndiaNoon();
    const student = await studentWithEmail();
    const first = await bookingOf(student.id, '2026-12-07', '10:30', 'CANCELLED');
    await notify(
      student.id,
      { kind: 'SESSION_BOOKED', params: { bookingId: first, date: '2026-12-07', time: '10:30' } },
      `b-${first}`,
    );
    await emailsTo(student.email, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // A reschedule makes a new booking row and cancels the old one.
    const second = await bookingOf(student.id, '2026-12-08', '15:00');
    await notify(
      student.id,
      { kind: 'SESSION_RESCHEDULED', params: { bookingId: second, date: '2026-12-08', time: '15:00' } },
      `r-${second}`,
    );
    await emailsTo(student.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.database.query("update counselling_bookings set status = 'CANCELLED' where id = $1", [second]);
    await notify(
      student.id,
      { kind: 'SESSION_CANCELLED', params: { bookingId: second, date: '2026-12-08', time: '15:00' } },
      `c-${second}`,
    );
    const mails = await emailsTo(student.email, 3);

    const files = mails.map((mail) => partOf(mail, 'text/calendar')?.body ?? '');
    const events = files.map(eventOf);
    expect(events.map((event) => event.UID)).toEqual(
      Array(3).fill(`counselling-${student.id}-0@portal.example`),
    );
    expect(events.map((event) => event.DTSTART)).toEqual([
      '20261207T050000Z',
      '20261208T093000Z',
      '20261208T093000Z',
    ]);
    expect(files.map((file) => /METHOD:(\w+)/.exec(file)?.[1])).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(events[2]?.STATUS).toBe('CANCELLED');
    const sequences = events.map((event) => Number(event.SEQUENCE));
    expect(sequences[1]).toBeGreaterThan(sequences[0] ?? 0);
    expect(sequences[2]).toBeGreaterThan(sequences[1] ?? 0);

    // Once a session is completed, the next booking is a new calendar event.
    await t.database.query("update counselling_bookings set status = 'COMPLETED' where id = $1", [first]);
    const third = await bookingOf(student.id, '2026-12-14', '11:00');
    await notify(
      student.id,
      { kind: 'SESSION_BOOKED', params: { bookingId: third, date: '2026-12-14', time: '11:00' } },
      `b-${third}`,
    );
    const [, , , fourth] = await emailsTo(student.email, 4);
    expect(eventOf(partOf(fourth as TMimePart, 'text/calendar')?.body ?? '').UID).toBe(
      `counselling-${student.id}-1@portal.example`,
    );
  });

  it('escapes what staff typed and attaches nothing to an email that is not about a session', async () => {
    setIndiaNoon();
    const student = await studentWithEmail();
    await notify(
      student.id,
      {
        kind: 'DOCUMENT_REJECTED',
        params: { documentType: 'SSC', reason: '<script>alert(1)</script> & "blurred"' },
      },
      `rej-${student.id}`,
    );
    const [mail] = await emailsTo(student.email, 1);
    const html = partOf(mail as TMimePart, 'text/html')?.body ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;blurred&quot;');
    expect(html).not.toContain('<script>');
    expect(partOf(mail as TMimePart, 'text/calendar')).toBeUndefined();
    expect(partOf(mail as TMimePart, 'text/plain')?.body).toContain('<script>alert(1)</script> & "blurred"');
  });

  it('records a refused email as failed without the address, retries it, and delivers it once', async () => {
    setIndiaNoon();
    const student = await studentWithEmail();
    smtp.refuse = { code: 451, message: `Mailbox of <${student.email}> is busy, try later` };
    const id = await notify(
      student.id,
      { kind: 'PAYMENT_RECORDED', params: { paymentId: 7, amount: 25000, currency: 'INR' } },
      `pay-${student.id}`,
    );
    await expect.poll(() => delivery(id), { timeout: 15_000 }).toMatchObject({ status: 'FAILED' });
    const failed = await delivery(id);
    expect(failed?.last_error).toMatch(/^SMTP \w+ 451: /);
    expect(failed?.last_error).not.toContain(student.email);
    expect(failed?.last_error).not.toContain(`${student.id}@`);
    await expect.poll(() => job(id)).toMatchObject({ state: 'retry' });
    expect(JSON.stringify((await job(id))?.output)).not.toContain(student.email);
    expect(smtp.received.filter((mail) => mail.to.includes(student.email))).toHaveLength(0);

    // The server is back: the retry (brought forward from its back-off) delivers it, once.
    smtp.refuse = undefined;
    await t.database.query('update pgboss.job set start_after = now() where id = $1', [id]);
    expect(await emailsTo(student.email, 1)).toHaveLength(1);
    await expect.poll(() => job(id)).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(await delivery(id)).toEqual({ status: 'SENT', last_error: null });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => mail.to.includes(student.email))).toHaveLength(1);
  });
});
