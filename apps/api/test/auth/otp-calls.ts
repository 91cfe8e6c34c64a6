import { eq } from 'drizzle-orm';
import { otpCodes } from '../../src/schema/index.ts';
import { readLastOtp } from '../helpers/sign-in.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import type { TTestApp } from '../helpers/test-app.ts';

/** Thin wrappers over the two OTP calls so the tests read as the rules they check. */
export function generateOtp(t: TTestApp, mobileNumber: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/otp/generate', query: { mobileNumber }, remoteAddress });
}

export function verifyOtp(
  t: TTestApp,
  payload: unknown,
  query: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/otp/verify',
    query,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

/** A code that is certainly not `otp`. */
export const wrongCodeFor = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

export const codeRowsOf = (t: TTestApp, mobileNumber: string) =>
  t.app.db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, mobileNumber));

export const INVALID_OTP_BODY = {
  status: 'UNAUTHORIZED',
  message: 'Sign-in failed.',
  debugMessage: 'Invalid OTP',
} as const;

/** Sends a code to a fresh number and returns both. */
export async function freshCode(t: TTestApp): Promise<{ mobileNumber: string; otp: string }> {
  const mobileNumber = nextMobileNumber();
  const res = await generateOtp(t, mobileNumber);
  if (res.statusCode !== 200) throw new Error(`otp/generate ${res.statusCode}: ${res.body}`);
  return { mobileNumber, otp: await readLastOtp(t, mobileNumber) };
}
