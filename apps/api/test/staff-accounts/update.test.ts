import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  ZStaffAccount,
  ZStaffAuditPage,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInWithOtp } from '../helpers/sign-in.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, send, teamSnapshot, userRow } from './fixtures.ts';

/**
 * PATCH /api/staff/accounts/{staffId}: role changes, disabling and re-enabling take effect on the
 * member's next call with the token they already hold.
 */
const t = useTestApp();
let admin: TSignedIn;

const patch = (who: TSignedIn, staffId: number, body: object) =>
  send(t.app, who, 'PATCH', `/api/staff/accounts/${staffId}`, body);

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
});

describe('disabling and re-enabling', () => {
  it("refuses a disabled member's open session on its next call, with the message, and lets it sign in again after re-enabling", async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await send(t.app, member, 'GET', '/api/staff/students')).statusCode).toBe(200);

    const res = await patch(admin, member.id, { isDisabled: true });
    expect(res.statusCode, res.body).toBe(200);
    const account = ZStaffAccount.parse(res.json());
    expect(account).toMatchObject({ id: member.id, isDisabled: true, disabledAt: expect.any(String) });

    for (const url of ['/api/staff/students', '/api/staff/me', '/auth/session']) {
      const refused = await send(t.app, member, 'GET', url);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toMatchObject({
        status: 'SESSION_EXPIRED',
        debugMessage: STAFF_ACCOUNT_MESSAGES.accountDisabled,
      });
    }

    const enabled = await patch(admin, member.id, { isDisabled: false });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ isDisabled: false, disabledAt: null });
    // The session open when the account was disabled stays ended; a new sign-in (a new token) works.
    const old = await send(t.app, member, 'GET', '/api/staff/students');
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ status: 'SESSION_EXPIRED' });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // tokens carry whole seconds
    const token = await t.app.tokens.issue({ id: member.id, role: 'COUNSELLOR' });
    const fresh = { ...member, token, headers: { authorization: `Bearer ${token}` } };
    expect((await send(t.app, fresh, 'GET', '/api/staff/students')).statusCode).toBe(200);

    const entries = await auditOf(t.app, 'STAFF_ACCOUNT', member.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.studentId, e.actorId])).toEqual([
      [
        STAFF_ACCOUNT_AUDIT_ACTIONS.disabled,
        { disabledAt: null },
        { disabledAt: account.disabledAt },
        null,
        admin.id,
      ],
      [
        STAFF_ACCOUNT_AUDIT_ACTIONS.enabled,
        { disabledAt: account.disabledAt },
        { disabledAt: null },
        null,
        admin.id,
      ],
    ]);
  });

  it('names whose account was disabled in the audit list (staffAccount), not only "Staff account"', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await patch(admin, member.id, { isDisabled: true })).statusCode).toBe(200);
    const name = (await userRow(t.app, member.id))?.name;
    const res = await send(
      t.app,
      admin,
      'GET',
      `/api/staff/audit?actorId=${admin.id}&action=${STAFF_ACCOUNT_AUDIT_ACTIONS.disabled}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = ZStaffAuditPage.parse(res.json()).content.find((e) => e.entityId === member.id);
    expect(entry?.student).toBeNull();
    expect(entry?.staffAccount).toEqual({ id: member.id, name, role: 'COUNSELLOR' });
  });

  it('refuses a disabled member a new sign-in with the message', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await patch(admin, member.id, { isDisabled: true })).statusCode).toBe(200);
    await expect(signInWithOtp(t, member.mobileNumber)).rejects.toThrow(
      STAFF_ACCOUNT_MESSAGES.accountDisabled,
    );
    expect((await patch(admin, member.id, { isDisabled: false })).statusCode).toBe(200);
    expect((await signInWithOtp(t, member.mobileNumber)).role).toBe('COUNSELLOR');
  });
});

describe('changing the role', () => {
  it('takes admin calls away from a demoted admin on the next call with the same token', async () => {
    const other = await createSignedInUser(t.app, 'ADMIN');
    expect((await send(t.app, other, 'GET', '/api/staff/accounts')).statusCode).toBe(200);

    const res = await patch(admin, other.id, { role: 'COUNSELLOR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, role: 'COUNSELLOR', isDisabled: false });

    const refused = await send(t.app, other, 'GET', '/api/staff/accounts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().debugMessage).toBe(STAFF_ACCOUNT_MESSAGES.adminOnly);
    expect((await send(t.app, other, 'GET', '/api/staff/me')).json().role).toBe('COUNSELLOR');
    expect((await send(t.app, other, 'GET', '/auth/session')).json().role).toBe('COUNSELLOR');

    const [entry] = await auditOf(t.app, 'STAFF_ACCOUNT', other.id);
    expect(entry).toMatchObject({
      action: STAFF_ACCOUNT_AUDIT_ACTIONS.roleChanged,
      studentId: null,
      before: { role: 'ADMIN' },
      after: { role: 'COUNSELLOR' },
    });
  });

  it('gives admin calls to a promoted counsellor at once, and records role and status changes sent together', async () => {
    const promoted = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await send(t.app, promoted, 'GET', '/api/staff/accounts')).statusCode).toBe(403);
    expect((await patch(admin, promoted.id, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await send(t.app, promoted, 'GET', '/api/staff/accounts')).statusCode).toBe(200);

    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    expect((await patch(admin, member.id, { isDisabled: true })).statusCode).toBe(200);
    const res = await patch(admin, member.id, { role: 'ADMIN', isDisabled: false });
    expect(res.json()).toMatchObject({ role: 'ADMIN', isDisabled: false });
    const actions = (await auditOf(t.app, 'STAFF_ACCOUNT', member.id)).map((e) => e.action);
    expect(actions).toEqual([
      STAFF_ACCOUNT_AUDIT_ACTIONS.disabled,
      STAFF_ACCOUNT_AUDIT_ACTIONS.roleChanged,
      STAFF_ACCOUNT_AUDIT_ACTIONS.enabled,
    ]);
  });

  it('never makes a student staff: a token claiming ADMIN for a student account is refused', async () => {
    const student = await createSignedInUser(t.app);
    const forged = await t.app.tokens.issue({ id: student.id, role: 'ADMIN' });
    const headers = { authorization: `Bearer ${forged}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/accounts', headers });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/students', headers })).statusCode).toBe(403);
  });

  it('changes and records nothing when the values are already in place', async () => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    const before = await teamSnapshot(t.app);
    const res = await patch(admin, member.id, { role: 'COUNSELLOR', isDisabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'COUNSELLOR', isDisabled: false });
    expect(await teamSnapshot(t.app)).toEqual(before);
  });
});

describe('what an admin cannot change', () => {
  it.for([{ role: 'COUNSELLOR' }, { isDisabled: true }, { role: 'ADMIN', isDisabled: false }])(
    'refuses a change of their own account (%o) with 409 and changes nothing',
    async (body) => {
      const before = await teamSnapshot(t.app);
      const res = await patch(admin, admin.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().debugMessage).toBe(STAFF_ACCOUNT_MESSAGES.cannotChangeOwnAccount);
      expect(await teamSnapshot(t.app)).toEqual(before);
    },
  );

  it('answers 404 for an unknown id or a student, and changes nothing', async () => {
    const student = await createSignedInUser(t.app);
    const before = await teamSnapshot(t.app);
    for (const id of [student.id, 2_000_000_000]) {
      const res = await patch(admin, id, { role: 'ADMIN' });
      expect(res.statusCode).toBe(404);
      expect(res.json().debugMessage).toBe(STAFF_ACCOUNT_MESSAGES.staffNotFound);
    }
    expect(await teamSnapshot(t.app)).toEqual(before);
    expect((await userRow(t.app, student.id))?.role).toBe('STUDENT');
  });

  it.for([
    { why: 'an empty body', body: {}, says: STAFF_ACCOUNT_MESSAGES.nothingToChange },
    { why: 'the STUDENT role', body: { role: 'STUDENT' }, says: 'role must be one of COUNSELLOR, ADMIN.' },
    { why: 'a text isDisabled', body: { isDisabled: 'yes' }, says: 'isDisabled must be true or false' },
    { why: 'another field', body: { name: 'New Name' }, says: 'name' },
  ])('refuses $why with 400 and changes nothing', async ({ body, says }) => {
    const member = await createSignedInUser(t.app, 'COUNSELLOR');
    const before = await teamSnapshot(t.app);
    const res = await patch(admin, member.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toContain(says);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it('refuses an id that is not a positive whole number with 400', async () => {
    expect((await patch(admin, 0, { role: 'ADMIN' })).statusCode).toBe(400);
    expect((await send(t.app, admin, 'PATCH', '/api/staff/accounts/abc', { role: 'ADMIN' })).statusCode).toBe(
      400,
    );
  });
});
