import { type APIRequestContext, expect } from '@playwright/test';
import { readOtp } from './otp.ts';

/** The counsellor e2e/support/start-portal.mjs creates before the portal starts. */
export const STAFF_MOBILE = process.env.E2E_STAFF_MOBILE ?? '6000000001';

let staffToken: string | undefined;

/** Signs the counsellor in through the OTP calls (once per worker). */
async function staffTokenOf(request: APIRequestContext): Promise<string> {
  if (staffToken) return staffToken;
  const generated = await request.post(`/otp/generate?mobileNumber=${STAFF_MOBILE}`);
  expect(generated.ok(), await generated.text()).toBe(true);
  const otp = await readOtp(STAFF_MOBILE);
  const verified = await request.post('/otp/verify', { data: { mobileNumber: STAFF_MOBILE, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  staffToken = ((await verified.json()) as { token: string }).token;
  return staffToken;
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
