import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/log-serializers.ts';
import { sessionSeriesOf } from '../../src/modules/counselling/index.ts';
import { createDeliveryChannels } from '../../src/modules/notifications/delivery-channels.ts';
import type { TNotificationRow } from '../../src/modules/notifications/notification-repository.ts';
import { parseMime } from '../helpers/mime.ts';
import { startSmtpServer } from '../helpers/smtp-server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));

/** The app's own logger options, writing to an array (what an operator would read). */
function capturedLog() {
  const lines: string[] = [];
  const { log } = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
  return { log, lines };
}

const notification: TNotificationRow = {
  id: '00000000-0000-4000-8000-000000000001',
  recipientId: 1,
  event: { kind: 'PAYMENT_RECORDED', params: { paymentId: 1, amount: 1000, currency: 'INR' } },
  target: { screen: 'PAYMENTS' },
  createdAt: new Date(),
  readAt: null,
};
const text = { title: 'Payment received', body: 'Your payment is recorded.', sms: 'x' };
const link = 'https://portal.example/notifications/00000000-0000-4000-8000-000000000001';

function channels(
  env: 'development' | 'production',
  notify: Record<string, unknown>,
  log = capturedLog().log,
) {
  return createDeliveryChannels({
    config: {
      env,
      notify: { mailFrom: 'Portal <no-reply@example.test>', publicUrl: 'https://portal.example', ...notify },
    },
    db: t.app.db,
    clock: t.app.clock,
    log,
    sessionSeriesOf,
  });
}

describe('which email sender is used', () => {
  it('appends each email to MAIL_OUTBOX outside production, words and attachments named, one JSON line', async () => {
    const mailOutbox = path.join(dir, 'mail.jsonl');
    const sender = channels('development', { mailOutbox });
    expect(sender.describe()).toEqual({ email: 'OUTBOX', texts: 'LOG' });
    await sender.sendEmail({ to: 'priya@example.com', notification, text, link });
    const [line, more] = (await fs.readFile(mailOutbox, 'utf8')).split('\n').filter(Boolean);
    expect(more).toBeUndefined();
    expect(JSON.parse(line ?? '')).toEqual({
      to: 'priya@example.com',
      subject: 'Payment received — Study Abroad Portal',
      text: expect.stringContaining(`Open in the portal: ${link}`),
      html: expect.stringContaining(`<a href="${link}">Open in the portal</a>`),
      attachments: [],
    });
  });

  it('in production without SMTP_URL email is off: said so, and a send fails clearly', async () => {
    const sender = channels('production', { mailOutbox: path.join(dir, 'ignored.jsonl') });
    expect(sender.describe().email).toBe('OFF');
    await expect(sender.sendEmail({ to: 'priya@example.com', notification, text, link })).rejects.toThrow(
      'email is off: SMTP_URL is not set',
    );
    await expect(fs.stat(path.join(dir, 'ignored.jsonl'))).rejects.toThrow();
  });

  it('logs a development email without its address', async () => {
    const { log, lines } = capturedLog();
    const sender = channels('development', {}, log);
    expect(sender.describe().email).toBe('LOG');
    await sender.sendEmailCode({ to: 'priya.sharma@example.com', code: '123456' });
    expect(lines.join('')).toContain('123456');
    expect(lines.join('')).not.toContain('priya');
  });

  it('sends the verification code by SMTP: the code, its lifetime, "ignore if it wasn’t you", no link', async () => {
    const smtp = await startSmtpServer();
    try {
      const sender = channels('production', { smtpUrl: smtp.url });
      expect(sender.describe().email).toBe('SMTP');
      await sender.sendEmailCode({ to: 'asha@example.com', code: '654321' });
      await sender.close();
      const mail = parseMime(smtp.received[0]?.raw ?? '');
      const [plain, html] = mail.parts.map((part) => part.body);
      expect(plain).toContain('Your code is 654321.');
      expect(plain).toContain('It expires in 30 minutes.');
      expect(plain).toContain('If it wasn’t you who asked for it, ignore this email');
      expect(html).toContain('654321');
      expect(html).not.toContain('<a ');
    } finally {
      await smtp.close();
    }
  });
});

describe('addresses in the log', () => {
  it('masks an email or `to` key and addresses inside error messages', () => {
    const { log, lines } = capturedLog();
    log.info({ email: 'priya.sharma@example.com', job: { to: 'asha@college.ac.in' } }, 'sent');
    log.error({ err: new Error('550 5.1.1 <priya.sharma@example.com>: no such user') }, 'failed');
    const logged = lines.join('\n');
    expect(logged).not.toMatch(/priya|sharma|asha|college/);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ email: 'p•••@•••.com', job: { to: 'a•••@•••.in' } });
    expect(JSON.parse(lines[1] ?? '').err.message).toBe('550 5.1.1 <p•••@•••.com>: no such user');
  });
});
