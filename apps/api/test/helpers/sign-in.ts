import fs from 'node:fs/promises';
import { type TOtpVerifyResponse, ZOtpVerifyResponse } from '@portal/contract';
import type { TTestApp } from './test-app.ts';

export type TOtpSignIn = TOtpVerifyResponse & { headers: { authorization: string } };

/** The last code the outbox holds for a number (each line is `{"mobileNumber","otp"}`). */
export async function readLastOtp(t: TTestApp, mobileNumber: string): Promise<string> {
  const text = await fs.readFile(t.otpOutbox, 'utf8').catch(() => '');
  const lines = text.split('\n').filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const entry = JSON.parse(lines[i] ?? '{}') as { mobileNumber?: string; otp?: string };
    if (entry.mobileNumber === mobileNumber && entry.otp) return entry.otp;
  }
  throw new Error(`no OTP in the outbox for ${mobileNumber}`);
}

/**
 * Signs in through the real flow: POST /otp/generate, read the code from the outbox, POST /otp/verify.
 * Throws with the response body when a step fails, so a test sees why.
 */
export async function signInWithOtp(
  t: TTestApp,
  mobileNumber: string,
  opts: { event?: string; remoteAddress?: string } = {},
): Promise<TOtpSignIn> {
  const remoteAddress = opts.remoteAddress ?? '127.0.0.1';
  const generated = await t.app.inject({
    method: 'POST',
    url: '/otp/generate',
    query: { mobileNumber },
    remoteAddress,
  });
  if (generated.statusCode !== 200)
    throw new Error(`otp/generate ${generated.statusCode}: ${generated.body}`);
  const otp = await readLastOtp(t, mobileNumber);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/otp/verify',
    query: opts.event === undefined ? {} : { event: opts.event },
    payload: { mobileNumber, otp },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`otp/verify ${verified.statusCode}: ${verified.body}`);
  const body = ZOtpVerifyResponse.parse(verified.json());
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}
