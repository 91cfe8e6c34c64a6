import {
  SESSION_AUDIT_ACTIONS,
  SESSION_POLICY_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  ZStaffSessionsEnded,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, send, teamSnapshot } from './fixtures.ts';

/** POST /api/staff/accounts/{staffId}/end-sessions (ADMIN): the member's every token is refused. */
const t = useTestApp();
let admin: TSignedIn;
const endSessions = (who: TSignedIn, staffId: number) =>
  send(t.app, who, 'POST', `/api/staff/accounts/${staffId}/end-sessions`);

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
});

describe('an admin ends a staff member’s sessions', () => {
  it("refuses the counsellor's next call with the message, audits it, and lets them sign in again", async () => {
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const laptop = await signInWithOtp(t, counsellor.mobileNumber);
    expect((await send(t.app, counsellor, 'GET', '/api/staff/me')).statusCode).toBe(200);

    const res = await endSessions(admin, counsellor.id);
    expect(res.statusCode, res.body).toBe(200);
    const ended = ZStaffSessionsEnded.parse(res.json());
    expect(ended.staffId).toBe(counsellor.id);

    for (const who of [counsellor, laptop]) {
      const refused = await send(t.app, who, 'GET', '/api/staff/me');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        status: 'SESSION_EXPIRED',
        message: SESSION_POLICY_MESSAGES.sessionsEnded,
      });
    }
    expect((await send(t.app, admin, 'GET', '/api/staff/me')).statusCode).toBe(200);
    const entries = await auditOf(t.app, 'STAFF_ACCOUNT', counsellor.id);
    expect(entries.map((e) => [e.action, e.actorId, e.studentId, e.after])).toEqual([
      [
        SESSION_AUDIT_ACTIONS.staffSessionsEnded,
        admin.id,
        null,
        { sessionsValidFrom: ended.sessionsValidFrom },
      ],
    ]);
    const fresh = await signInWithOtp(t, counsellor.mobileNumber);
    expect((await send(t.app, fresh, 'GET', '/api/staff/me')).statusCode).toBe(200);
  });

  it("may end another admin's sessions", async () => {
    const other = await createSignedInUser(t.app, 'ADMIN');
    expect((await endSessions(admin, other.id)).statusCode).toBe(200);
    expect((await send(t.app, other, 'GET', '/api/staff/me')).statusCode).toBe(401);
  });
});

describe('refusals change nothing', () => {
  it('a counsellor gets 403, an admin on themselves 409, an unknown id or a student 404', async () => {
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const student = await createSignedInUser(t.app, 'STUDENT');
    const before = await teamSnapshot(t.app);

    const byCounsellor = await endSessions(counsellor, admin.id);
    expect(byCounsellor.statusCode).toBe(403);
    expect(byCounsellor.json()).toMatchObject({ debugMessage: STAFF_ACCOUNT_MESSAGES.adminOnly });
    const own = await endSessions(admin, admin.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ debugMessage: SESSION_POLICY_MESSAGES.cannotEndOwnSessions });
    for (const id of [student.id, 999_999]) {
      const res = await endSessions(admin, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ debugMessage: STAFF_ACCOUNT_MESSAGES.staffNotFound });
    }
    expect(await teamSnapshot(t.app)).toEqual(before);
    expect((await send(t.app, counsellor, 'GET', '/api/staff/me')).statusCode).toBe(200);
  });
});
