import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { SESSION_POLICY, ZSessionRenewResponse } from '@portal/contract';
import { readOtp } from './otp.ts';

/** Renewed by the API helpers when older than this: well within the idle period. */
const API_RENEW_AFTER_SECONDS = SESSION_POLICY.staffIdleSeconds - 10 * 60;

/**
 * The worker's slot, 0 .. workers - 1 (TEST_PARALLEL_INDEX): a worker restarted after a failed test takes
 * the slot (and so the staff accounts and tokens) of the one it replaces, which is gone by then.
 */
export function workerSlot(): number {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const slots = Number(process.env.E2E_STAFF_SLOTS ?? 1);
  if (slot >= slots)
    throw new Error(
      `worker slot ${slot}: start-portal.mjs made staff for ${slots} (E2E_STAFF_SLOTS, = workers)`,
    );
  return slot;
}

/**
 * A staff member's token, signed in through the OTP calls once per run and kept in a file of the run's data
 * folder (not in memory: a restarted worker would otherwise sign in again, and a number gets at most 3 codes
 * per 10 minutes). Renewed (POST /auth/session/renew; the old one is revoked) once it is older than
 * `renewAfterSeconds`: staff tokens are refused after the idle period, and a run may last
 * longer. Each worker has accounts of its own (`mobileNumber` of its slot), so a renewal only ever revokes
 * a token of the worker that renews it, whose tests run one at a time; a console window given the token is
 * given a fresh one (renewAfterSeconds small), so that the window does not renew it itself (at the web
 * app's renewal age) while the test runs.
 */
export async function staffTokenIn(
  request: APIRequestContext,
  mobileNumber: string,
  renewAfterSeconds = API_RENEW_AFTER_SECONDS,
): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `e2e-staff-token-${mobileNumber}`);
  const saved = await fs.readFile(file, 'utf8').catch(() => '');
  if (!saved) {
    const generated = await request.post(`/otp/generate?mobileNumber=${mobileNumber}`);
    expect(generated.ok(), await generated.text()).toBe(true);
    const otp = await readOtp(mobileNumber);
    const verified = await request.post('/otp/verify', { data: { mobileNumber, otp } });
    expect(verified.ok(), await verified.text()).toBe(true);
    const { token } = (await verified.json()) as { token: string };
    await fs.writeFile(file, token, { mode: 0o600 });
    return token;
  }
  const payload = saved.split('.')[1] ?? '';
  const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat: number };
  if (Date.now() / 1000 - iat < renewAfterSeconds) return saved;
  const renewed = await request.post('/auth/session/renew', {
    headers: { authorization: `Bearer ${saved}` },
  });
  expect(renewed.ok(), await renewed.text()).toBe(true);
  const { token } = ZSessionRenewResponse.parse(await renewed.json());
  await fs.writeFile(file, token, { mode: 0o600 });
  return token;
}
