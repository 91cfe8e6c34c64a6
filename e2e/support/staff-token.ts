import fs from 'node:fs/promises';
import { type APIRequestContext, expect } from '@playwright/test';
import { SESSION_POLICY, ZSessionRenewResponse } from '@portal/contract';

/** Renewed by the API helpers when older than this: well within the idle period. */
const API_RENEW_AFTER_SECONDS = SESSION_POLICY.staffIdleSeconds - 10 * 60;

/**
 * A staff token kept in a file for the whole run, renewed (POST /auth/session/renew; the old one is revoked)
 * once it is older than `renewAfterSeconds`: staff tokens are refused after the idle period (issue 16 item
 * 8), and a run lasts longer. A console window given the token is given a fresh one (renewAfterSeconds
 * small), so that the window does not renew it itself (at the web app's renewal age) while the test runs.
 */
export async function freshStaffToken(
  request: APIRequestContext,
  file: string,
  saved: string,
  renewAfterSeconds = API_RENEW_AFTER_SECONDS,
): Promise<string> {
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
