import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { readOtp } from './otp.ts';
import { freshStaffToken } from './staff-token.ts';

/** The counsellor e2e/support/start-portal.mjs creates before the portal starts. */
export const STAFF_MOBILE = process.env.E2E_STAFF_MOBILE ?? '6000000001';

/** The admin e2e/support/start-portal.mjs creates, who signs in through the login screen. */
export const ADMIN_MOBILE = process.env.E2E_ADMIN_MOBILE ?? '6000000002';

/** The admin the console specs add and disable staff with (support/console.ts), signed in by the API. */
export const CONSOLE_ADMIN_MOBILE = process.env.E2E_CONSOLE_ADMIN_MOBILE ?? '6000000003';

// Kept in the run's data folder, not in memory: a worker restarted after a failed test would
// otherwise sign in again, and a number gets at most 3 codes per 10 minutes.
const tokenFile = () => path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'e2e-staff-token');

/** Signs the counsellor in through the OTP calls (once per run). */
export async function staffTokenOf(request: APIRequestContext): Promise<string> {
  const saved = await fs.readFile(tokenFile(), 'utf8').catch(() => '');
  if (saved) return freshStaffToken(request, tokenFile(), saved);
  const generated = await request.post(`/otp/generate?mobileNumber=${STAFF_MOBILE}`);
  expect(generated.ok(), await generated.text()).toBe(true);
  const otp = await readOtp(STAFF_MOBILE);
  const verified = await request.post('/otp/verify', { data: { mobileNumber: STAFF_MOBILE, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { token } = (await verified.json()) as { token: string };
  await fs.writeFile(tokenFile(), token, { mode: 0o600 });
  return token;
}

/** A staff call (set-up of states only staff can make: expert choice, completed counselling, payment). */
export async function asStaff(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: object,
): Promise<unknown> {
  const token = await staffTokenOf(request);
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}
