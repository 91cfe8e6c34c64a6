import { type APIRequestContext, expect } from '@playwright/test';
import { staffTokenIn, workerSlot } from './staff-token.ts';

/**
 * The counsellor the tests act through, one per worker slot (staff-token.ts): e2e/support/start-portal.mjs
 * creates them before the portal starts (same numbering there).
 */
export const staffMobile = () => `600000010${workerSlot()}`;

/** The admin e2e/support/start-portal.mjs creates, who signs in through the login screen. */
export const ADMIN_MOBILE = process.env.E2E_ADMIN_MOBILE ?? '6000000002';

/** The admin the console specs add and disable staff with (support/console.ts), one per worker slot. */
export const consoleAdminMobile = () => `600000020${workerSlot()}`;

/**
 * The counsellor's token (signed in once per run and worker). `renewAfterSeconds` small for a token
 * handed to a browser window (see staffTokenIn).
 */
export const staffTokenOf = (request: APIRequestContext, renewAfterSeconds?: number) =>
  staffTokenIn(request, staffMobile(), renewAfterSeconds);

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
