import { ZSessionRenewResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useListeningTestApp } from '../helpers/test-app.ts';

/**
 * Renewals of one staff token sent at the same moment (several tabs, a retrying client), over real
 * HTTP to one listening instance: renewal is single-use there. The first renewal
 * marks the old token revoked in memory before any other request on the instance is checked, so
 * exactly one gets a token and the rest are refused as revoked (security.md, "Staff sessions").
 */
const { t, server } = useListeningTestApp();

const PARALLEL = 10;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('parallel renewals of one staff token', () => {
  it(`${PARALLEL} at once: exactly one fresh token, the others 401 revoked; the old token is dead`, async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        fetch(`${server.base}/auth/session/renew`, { method: 'POST', headers: bearer(admin.token) }),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(401)]);
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 401) {
        expect(bodies[index]).toMatchObject({
          status: 'SESSION_EXPIRED',
          debugMessage: 'Session token has been revoked',
        });
      }
    }
    const winner = bodies[answers.findIndex((answer) => answer.status === 200)];
    const { token } = ZSessionRenewResponse.parse(winner);
    const meWith = (value: string) => fetch(`${server.base}/api/staff/me`, { headers: bearer(value) });
    expect((await meWith(token)).status).toBe(200);
    expect((await meWith(admin.token)).status).toBe(401);
  });
});
