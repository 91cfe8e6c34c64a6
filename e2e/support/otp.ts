import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';

let counter = 0;

/** A mobile number no other test of this run uses (10 digits, starting with 9). */
export function nextMobileNumber(): string {
  counter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${worker}${String(counter).padStart(3, '0')}`;
}

/**
 * The last OTP the portal sent to a number, read from the outbox file (waits for it). 15 s: after a click
 * on the sign-in screen the code is sent only once the sign-in chunk has loaded and the request answered,
 * which took over 5 s once in CI on a busy machine (courses.spec flaked on it).
 */
export async function readOtp(mobileNumber: string, timeoutMs = 15_000): Promise<string> {
  const outbox = process.env.E2E_OTP_OUTBOX;
  if (!outbox) throw new Error('E2E_OTP_OUTBOX is not set (run through e2e/playwright.config.ts)');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await fs.readFile(outbox, 'utf8').catch(() => '');
    const lines = text.split('\n').filter(Boolean).reverse();
    for (const line of lines) {
      const entry = JSON.parse(line) as { mobileNumber?: string; otp?: string };
      if (entry.mobileNumber === mobileNumber && entry.otp) return entry.otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP for ${mobileNumber} in ${outbox}`);
}

/** A 6-digit code that is certainly not `otp` (each digit moved on by one). */
export const wrongOtpFor = (otp: string) => otp.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** Asks the API to send a code (set-up only, e.g. using up a number's sends). */
export async function requestOtpByApi(request: APIRequestContext, mobileNumber: string): Promise<void> {
  const response = await request.post(`/otp/generate?mobileNumber=${mobileNumber}`);
  if (!response.ok()) throw new Error(`POST /otp/generate: ${response.status()} ${await response.text()}`);
}
