import { STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, send, teamSnapshot } from './fixtures.ts';

/**
 * Who may make each call of the team: any staff member reads who they are and their colleagues, only
 * an admin manages accounts and assignment. Every refusal changes nothing.
 */
const t = useTestApp();
let student: TSignedIn;
let counsellor: TSignedIn;
let admin: TSignedIn;
let disabled: TSignedIn;
/** The entry of a staff account an admin added (it holds the member's number). */
let auditId = 0;

type TRow = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  payload?: () => object;
  adminOnly: boolean;
  /** The status an allowed caller gets. */
  okStatus: number;
};

const ROWS: TRow[] = [
  { method: 'GET', url: () => '/api/staff/me', adminOnly: false, okStatus: 200 },
  { method: 'GET', url: () => '/api/staff/members', adminOnly: false, okStatus: 200 },
  { method: 'GET', url: () => '/api/staff/accounts', adminOnly: true, okStatus: 200 },
  {
    method: 'POST',
    url: () => '/api/staff/accounts',
    payload: () => ({ mobileNumber: nextMobileNumber(), name: 'New Colleague', role: 'COUNSELLOR' }),
    adminOnly: true,
    okStatus: 201,
  },
  {
    method: 'PATCH',
    url: () => `/api/staff/accounts/${counsellor.id}`,
    payload: () => ({ role: 'COUNSELLOR' }),
    adminOnly: true,
    okStatus: 200,
  },
  {
    method: 'PUT',
    url: () => `/api/staff/students/${student.id}/counsellor`,
    payload: () => ({ counsellorId: counsellor.id }),
    adminOnly: true,
    okStatus: 200,
  },
  // One audit entry with a staff number unmasked (docs/decisions/0015-staff-numbers-in-audit.md).
  { method: 'GET', url: () => `/api/staff/audit/${auditId}`, adminOnly: true, okStatus: 200 },
];

beforeAll(async () => {
  student = await createSignedInUser(t.app);
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
  disabled = await createSignedInUser(t.app, 'ADMIN');
  await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
  const added = await send(t.app, admin, 'POST', '/api/staff/accounts', {
    mobileNumber: nextMobileNumber(),
    name: 'Audited Colleague',
    role: 'COUNSELLOR',
  });
  const [entry] = await auditOf(t.app, 'STAFF_ACCOUNT', added.json().id);
  auditId = entry?.id ?? 0;
  // Changed behind the app's back: wait until it has heard the change (sessions are checked from memory).
  await t.app.tokens.catchUp();
});

describe.each(ROWS)('$method $url', (row) => {
  const call = (who: TSignedIn | null) =>
    send(t.app, who, row.method, row.url(), row.payload ? row.payload() : undefined);

  it('answers 401 without a token and changes nothing', async () => {
    const before = await teamSnapshot(t.app);
    const res = await call(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('SESSION_EXPIRED');
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it('answers 403 to a student and changes nothing', async () => {
    const before = await teamSnapshot(t.app);
    const res = await call(student);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'FORBIDDEN',
      debugMessage: 'Only counsellors and admins can do that.',
    });
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it('answers 401 with the disabled message to a disabled account, and changes nothing', async () => {
    const before = await teamSnapshot(t.app);
    const res = await call(disabled);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'SESSION_EXPIRED',
      debugMessage: STAFF_ACCOUNT_MESSAGES.accountDisabled,
    });
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it(
    row.adminOnly ? 'answers 403 adminOnly to a counsellor and changes nothing' : 'lets a counsellor in',
    async () => {
      const before = await teamSnapshot(t.app);
      const res = await call(counsellor);
      if (!row.adminOnly) {
        expect(res.statusCode, res.body).toBe(row.okStatus);
        return;
      }
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        status: 'FORBIDDEN',
        debugMessage: STAFF_ACCOUNT_MESSAGES.adminOnly,
      });
      expect(await teamSnapshot(t.app)).toEqual(before);
    },
  );

  it('lets an admin in', async () => {
    const res = await call(admin);
    expect(res.statusCode, res.body).toBe(row.okStatus);
  });
});
