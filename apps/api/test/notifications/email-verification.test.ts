import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  EMAIL_CODE_TEXTS,
  EMAIL_VERIFICATION_POLICY,
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-email-code-'));
const mailOutbox = path.join(dir, 'mail.jsonl');
const t: TTestApp = useTestApp({
  notify: { mailFrom: 'Portal <no-reply@example.test>', mailOutbox, publicUrl: 'http://portal.test' },
});

const call = (user: TSignedIn, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/notifications${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
const sendCode = (user: TSignedIn, email: string) => call(user, 'POST', '/email', { email });
const verify = (user: TSignedIn, code: string) => call(user, 'POST', '/email/verify', { code });
const preferences = async (user: TSignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: user.headers })
  ).json();

/** The codes emailed to an address, oldest first, read from the emails' text in MAIL_OUTBOX. */
async function codesSentTo(address: string): Promise<string[]> {
  const lines = (await fs.readFile(mailOutbox, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return lines
    .map((line) => JSON.parse(line))
    .filter((mail) => mail.to === address && mail.subject === EMAIL_CODE_TEXTS.subject)
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');
}
const lastCodeTo = async (address: string) => (await codesSentTo(address)).at(-1) ?? '';
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let n = 0;
const newAddress = () => `student${++n}-${Date.now()}@example.test`;

describe('verifying an email address', () => {
  it('emails a 6-digit code, keeps the address waiting, and verifies it with the code', async () => {
    const student = await createSignedInUser(t.app);
    const address = newAddress();
    const sent = await sendCode(student, `  ${address} `);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().email).toEqual({ address: null, pendingAddress: address });
    const code = await lastCodeTo(address);
    expect(code).toMatch(/^\d{6}$/);
    // Stored as an HMAC, never as the code itself.
    const { rows } = await t.database.query('select code_hash from email_verifications where user_id = $1', [
      student.id,
    ]);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    const verified = await verify(student, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email).toEqual({ address, pendingAddress: null });
    // The code is spent.
    expect((await verify(student, code)).json().debugMessage).toBe(MESSAGES.noPendingEmail);
  });

  it('counts wrong codes and ends the code at the fifth', async () => {
    const student = await createSignedInUser(t.app);
    const address = newAddress();
    await sendCode(student, address);
    const code = await lastCodeTo(address);
    for (let i = 1; i < EMAIL_VERIFICATION_POLICY.maxWrongCodes; i += 1) {
      const wrong = await verify(student, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().debugMessage).toBe(MESSAGES.codeWrong);
    }
    expect((await verify(student, wrongCodeFor(code))).json().debugMessage).toBe(MESSAGES.codeTooManyTries);
    const right = await verify(student, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().debugMessage).toBe(MESSAGES.codeTooManyTries);
    expect((await preferences(student)).email.address).toBeNull();
    // A new code starts again.
    await sendCode(student, address);
    expect((await verify(student, await lastCodeTo(address))).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const student = await createSignedInUser(t.app);
    const address = newAddress();
    await sendCode(student, address);
    t.clock.offsetMs = (EMAIL_VERIFICATION_POLICY.codeLifetimeMinutes + 1) * 60_000;
    try {
      const response = await verify(student, await lastCodeTo(address));
      expect(response.statusCode).toBe(400);
      expect(response.json().debugMessage).toBe(MESSAGES.codeExpired);
      expect((await preferences(student)).email).toEqual({ address: null, pendingAddress: null });
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('verifies only the latest address: a new request replaces the code', async () => {
    const student = await createSignedInUser(t.app);
    const first = newAddress();
    const second = newAddress();
    await sendCode(student, first);
    const firstCode = await lastCodeTo(first);
    await sendCode(student, second);
    const secondCode = await lastCodeTo(second);
    if (firstCode !== secondCode) {
      expect((await verify(student, firstCode)).json().debugMessage).toBe(MESSAGES.codeWrong);
    }
    expect((await verify(student, secondCode)).json().email.address).toBe(second);
  });

  it('sends at most five codes an hour (429), and the hour after that again', async () => {
    const student = await createSignedInUser(t.app);
    const address = newAddress();
    for (let i = 0; i < EMAIL_VERIFICATION_POLICY.maxSendsPerHour; i += 1) {
      expect((await sendCode(student, address)).statusCode).toBe(200);
    }
    const refused = await sendCode(student, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().debugMessage).toBe(MESSAGES.tooManyEmails);
    expect(await codesSentTo(address)).toHaveLength(EMAIL_VERIFICATION_POLICY.maxSendsPerHour);
    // Removing the address is no way around the limit.
    await call(student, 'DELETE', '/email');
    expect((await sendCode(student, address)).statusCode).toBe(429);
    t.clock.offsetMs = 61 * 60_000;
    try {
      expect((await sendCode(student, address)).statusCode).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('removes the address: emails stop', async () => {
    const student = await createSignedInUser(t.app);
    const address = newAddress();
    await sendCode(student, address);
    await verify(student, await lastCodeTo(address));
    const removed = await call(student, 'DELETE', '/email');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().email).toEqual({ address: null, pendingAddress: null });
    const { rows } = await t.database.query('select email from notification_preferences where user_id = $1', [
      student.id,
    ]);
    expect(rows).toEqual([{ email: null }]);
  });

  it("never verifies with another person's code, nor touches their address", async () => {
    const owner = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app, 'COUNSELLOR');
    const address = newAddress();
    await sendCode(owner, address);
    const code = await lastCodeTo(address);
    expect((await verify(other, code)).json().debugMessage).toBe(MESSAGES.noPendingEmail);
    await call(other, 'DELETE', '/email');
    expect((await preferences(owner)).email.pendingAddress).toBe(address);
    expect((await verify(owner, code)).json().email.address).toBe(address);
    expect((await preferences(other)).email.address).toBeNull();
  });

  it('lets staff verify their own address, audited without the address', async () => {
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const address = newAddress();
    await sendCode(counsellor, address);
    expect((await verify(counsellor, await lastCodeTo(address))).json().email.address).toBe(address);
    const { rows } = await t.database.query(
      "select after from audit_log where action = 'NOTIFICATION_SETTINGS_CHANGED' and actor_id = $1",
      [counsellor.id],
    );
    expect(rows).toEqual([{ after: { email: 'verified' } }]);
  });

  it.each([
    ['/email', { email: 'not-an-address' }, MESSAGES.invalidEmail],
    ['/email', {}, MESSAGES.invalidEmail],
    ['/email/verify', { code: '12345' }, MESSAGES.codeFormat],
    ['/email/verify', { code: 'abcdef' }, MESSAGES.codeFormat],
  ])('refuses %s %j with a clear message', async (url, payload, message) => {
    const student = await createSignedInUser(t.app);
    const response = await call(student, 'POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().debugMessage).toContain(message);
  });

  it('says so when no address is waiting for a code', async () => {
    const student = await createSignedInUser(t.app);
    const response = await verify(student, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().debugMessage).toBe(MESSAGES.noPendingEmail);
  });
});
