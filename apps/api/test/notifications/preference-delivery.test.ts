import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EMAIL_CODE_TEXTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pref-delivery-'));
const mailOutbox = path.join(dir, 'mail.jsonl');
const textOutbox = path.join(dir, 'texts.jsonl');
const t: TTestApp = useTestApp({
  notify: {
    mailFrom: 'Portal <no-reply@example.test>',
    mailOutbox,
    textOutbox,
    publicUrl: 'http://portal.test',
    pollSeconds: 0.5,
  },
});

/** Moves the app's clock to the next 12:00 India time (UTC+05:30): outside the default quiet hours. */
function setIndiaNoon() {
  const now = new Date();
  const target = new Date(now);
  target.setUTCHours(12, -330, 0, 0);
  while (target.getTime() < now.getTime()) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.offsetMs = target.getTime() - now.getTime();
}

const lines = async (file: string) =>
  (await fs.readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

async function verifyEmail(user: TSignedIn, address: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/notifications/email',
    headers: user.headers,
    payload: { email: address },
  });
  const mail = (await lines(mailOutbox))
    .filter((line) => line.to === address && line.subject === EMAIL_CODE_TEXTS.subject)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  await t.app.inject({
    method: 'POST',
    url: '/api/notifications/email/verify',
    headers: user.headers,
    payload: { code },
  });
}

async function deliveries(key: string) {
  const { rows } = await t.database.query(
    'select d.channel, d.status from notification_deliveries d join notifications n on n.id = d.notification_id where n.dedupe_key = $1 order by d.channel',
    [key],
  );
  return rows;
}

describe('settings obeyed at delivery', () => {
  it('sends only the channels left on, read when the notification is delivered', async () => {
    setIndiaNoon();
    const student = await createSignedInUser(t.app);
    const address = `pref-${student.id}@example.test`;
    await verifyEmail(student, address);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: student.headers,
      payload: {
        topics: [{ topic: 'DOCUMENTS', channels: { EMAIL: true, SMS: false, WHATSAPP: false } }],
        quietHours: { enabled: true, start: '21:00', end: '08:00' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const key = `pref-off-${student.id}`;
    await t.app.db.transaction(async (tx) => {
      await t.app.notifier.notify(tx, {
        recipientId: student.id,
        event: { kind: 'DOCUMENT_REJECTED', params: { documentType: 'SSC', reason: 'The scan is blurred.' } },
        target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
        dedupeKey: key,
      });
    });
    await expect
      .poll(() => deliveries(key), { timeout: 10_000 })
      .toEqual([{ channel: 'EMAIL', status: 'SENT' }]);
    expect(
      (await lines(mailOutbox)).some(
        (mail) => mail.to === address && mail.text.includes('http://portal.test/notifications/'),
      ),
    ).toBe(true);
    expect((await lines(textOutbox)).filter((text) => text.mobileNumber === student.mobileNumber)).toEqual(
      [],
    );
  });
});
