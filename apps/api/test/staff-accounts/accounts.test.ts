import {
  AUTH_MESSAGES,
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  ZStaffAccount,
  ZStaffAccountList,
  ZStaffMe,
  ZStaffMemberList,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, rename, send, teamSnapshot, userRow } from './fixtures.ts';

/** Reading the team and adding to it: GET /api/staff/me, /members, /accounts and POST /accounts. */
const t = useTestApp();
let admin: TSignedIn;
let counsellor: TSignedIn;
let gone: TSignedIn;

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  gone = await createSignedInUser(t.app, 'COUNSELLOR');
  await rename(t.app, admin.id, 'Zara Admin');
  await rename(t.app, counsellor.id, 'Meena Counsellor');
  await rename(t.app, gone.id, 'Anil Gone');
  await t.app.db
    .update(users)
    .set({ disabledAt: new Date('2030-01-01T00:00:00Z') })
    .where(eq(users.id, gone.id));
  await t.app.tokens.catchUp();
});

describe('GET /api/staff/me', () => {
  it('answers the account as the database has it now', async () => {
    const res = await send(t.app, counsellor, 'GET', '/api/staff/me');
    expect(res.statusCode).toBe(200);
    expect(ZStaffMe.strict().parse(res.json())).toEqual({
      id: counsellor.id,
      name: 'Meena Counsellor',
      mobileNumber: counsellor.mobileNumber,
      role: 'COUNSELLOR',
    });
  });
});

describe('GET /api/staff/members', () => {
  it('lists every staff account, active first then by name, and no students', async () => {
    const student = await createSignedInUser(t.app);
    const res = await send(t.app, counsellor, 'GET', '/api/staff/members');
    expect(res.statusCode).toBe(200);
    const members = ZStaffMemberList.parse(res.json());
    expect(members.map((m) => m.id)).not.toContain(student.id);
    const ours = members.filter((m) => [admin.id, counsellor.id, gone.id].includes(m.id));
    expect(ours).toEqual([
      { id: counsellor.id, name: 'Meena Counsellor', role: 'COUNSELLOR', isDisabled: false },
      { id: admin.id, name: 'Zara Admin', role: 'ADMIN', isDisabled: false },
      { id: gone.id, name: 'Anil Gone', role: 'COUNSELLOR', isDisabled: true },
    ]);
    const firstDisabled = members.findIndex((m) => m.isDisabled);
    expect(members.slice(firstDisabled).every((m) => m.isDisabled)).toBe(true);
  });
});

describe('GET /api/staff/accounts', () => {
  it('lists the team with mobile, status and how many students each looks after', async () => {
    const student = await createSignedInUser(t.app);
    const assigned = await send(t.app, admin, 'PUT', `/api/staff/students/${student.id}/counsellor`, {
      counsellorId: counsellor.id,
    });
    expect(assigned.statusCode).toBe(200);
    const expectedCount = (
      await t.app.db.select().from(users).where(eq(users.assignedCounsellorId, counsellor.id))
    ).length;
    const res = await send(t.app, admin, 'GET', '/api/staff/accounts');
    expect(res.statusCode).toBe(200);
    const accounts = ZStaffAccountList.parse(res.json());
    expect(accounts.map((a) => a.id)).not.toContain(student.id);
    const row = await userRow(t.app, counsellor.id);
    expect(accounts.find((a) => a.id === counsellor.id)).toEqual({
      id: counsellor.id,
      name: 'Meena Counsellor',
      role: 'COUNSELLOR',
      isDisabled: false,
      mobileNumber: counsellor.mobileNumber,
      disabledAt: null,
      createdAt: row?.createdAt.toISOString(),
      assignedStudentCount: expectedCount,
    });
    expect(expectedCount).toBeGreaterThanOrEqual(1);
    expect(accounts.find((a) => a.id === gone.id)).toMatchObject({
      isDisabled: true,
      disabledAt: '2030-01-01T00:00:00.000Z',
    });
  });
});

describe('POST /api/staff/accounts', () => {
  it('adds a staff member who can then sign in, with no student records and no counsellor, and audits it', async () => {
    const mobileNumber = nextMobileNumber();
    const res = await send(t.app, admin, 'POST', '/api/staff/accounts', {
      mobileNumber,
      name: '  Priya Nair  ',
      role: 'ADMIN',
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = ZStaffAccount.strict().parse(res.json());
    expect(account).toMatchObject({
      name: 'Priya Nair',
      mobileNumber,
      role: 'ADMIN',
      isDisabled: false,
      disabledAt: null,
      assignedStudentCount: 0,
    });
    expect(await userRow(t.app, account.id)).toMatchObject({ role: 'ADMIN', assignedCounsellorId: null });
    const [entry, ...more] = await auditOf(t.app, 'STAFF_ACCOUNT', account.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      studentId: null,
      action: STAFF_ACCOUNT_AUDIT_ACTIONS.accountCreated,
      before: null,
      after: { mobileNumber, name: 'Priya Nair', role: 'ADMIN' },
    });
  });

  it('takes a number written the usual way (+91, spaces) as its 10 digits', async () => {
    const mobileNumber = nextMobileNumber();
    const written = `+91 ${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`;
    const res = await send(t.app, admin, 'POST', '/api/staff/accounts', {
      mobileNumber: written,
      name: 'Ravi Kumar',
      role: 'COUNSELLOR',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mobileNumber });
  });

  it.for([
    {
      why: 'a staff number',
      taken: () => counsellor.mobileNumber,
      says: STAFF_ACCOUNT_MESSAGES.mobileTakenByStaff,
    },
    {
      why: 'a disabled staff number',
      taken: () => gone.mobileNumber,
      says: STAFF_ACCOUNT_MESSAGES.mobileTakenByStaff,
    },
    { why: "a student's number", taken: () => 'student', says: STAFF_ACCOUNT_MESSAGES.mobileTakenByStudent },
  ])('refuses $why with 409 and changes nothing', async ({ taken, says }) => {
    let mobileNumber = taken();
    if (mobileNumber === 'student') mobileNumber = (await createSignedInUser(t.app)).mobileNumber;
    const before = await teamSnapshot(t.app);
    const res = await send(t.app, admin, 'POST', '/api/staff/accounts', {
      mobileNumber,
      name: 'Someone',
      role: 'COUNSELLOR',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: says });
    expect(await teamSnapshot(t.app)).toEqual(before);
  });

  it.for([
    { why: 'no mobile', body: { name: 'A', role: 'ADMIN' }, says: AUTH_MESSAGES.invalidMobileNumber },
    {
      why: 'a short mobile',
      body: { mobileNumber: '98765', name: 'A', role: 'ADMIN' },
      says: AUTH_MESSAGES.invalidMobileNumber,
    },
    {
      why: 'a mobile starting with 5',
      body: { mobileNumber: '5876543210', name: 'A', role: 'ADMIN' },
      says: AUTH_MESSAGES.invalidMobileNumber,
    },
    {
      why: 'a blank name',
      body: { mobileNumber: '9876543210', name: '  ', role: 'ADMIN' },
      says: STAFF_ACCOUNT_MESSAGES.nameRequired,
    },
    {
      why: 'a long name',
      body: { mobileNumber: '9876543210', name: 'x'.repeat(101), role: 'ADMIN' },
      says: STAFF_ACCOUNT_MESSAGES.nameTooLong,
    },
    {
      why: 'a control character',
      body: { mobileNumber: '9876543210', name: 'A\u0007', role: 'ADMIN' },
      says: STAFF_ACCOUNT_MESSAGES.nameInvalid,
    },
    {
      why: 'no role',
      body: { mobileNumber: '9876543210', name: 'A' },
      says: 'role must be one of COUNSELLOR, ADMIN.',
    },
    {
      why: 'the STUDENT role',
      body: { mobileNumber: '9876543210', name: 'A', role: 'STUDENT' },
      says: 'role must be one of COUNSELLOR, ADMIN.',
    },
    {
      why: 'an unknown field',
      body: { mobileNumber: '9876543210', name: 'A', role: 'ADMIN', isDisabled: true },
      says: 'isDisabled',
    },
  ])('refuses $why with 400 and changes nothing', async ({ body, says }) => {
    const before = await teamSnapshot(t.app);
    const res = await send(t.app, admin, 'POST', '/api/staff/accounts', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().debugMessage).toContain(says);
    expect(await teamSnapshot(t.app)).toEqual(before);
  });
});
