import { STAFF_ACCOUNT_AUDIT_ACTIONS, ZStaffAuditEntry, ZStaffAuditPage } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { auditOf, send } from '../staff-accounts/fixtures.ts';

/**
 * Staff sign-in numbers are admin-only (GET /api/staff/accounts), so the audit trail
 * shows them masked to every reader of the list; an admin opens one entry to see the number, and that
 * look is itself audited.
 */
const t = useTestApp();
let admin: TSignedIn;
let counsellor: TSignedIn;
const added = { id: 0, mobileNumber: '' };

const createdEntries = (who: TSignedIn) =>
  send(
    t.app,
    who,
    'GET',
    `/api/staff/audit?action=${STAFF_ACCOUNT_AUDIT_ACTIONS.accountCreated}&pageSize=100`,
  );

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  added.mobileNumber = nextMobileNumber();
  const res = await send(t.app, admin, 'POST', '/api/staff/accounts', {
    mobileNumber: added.mobileNumber,
    name: 'Priya Nair',
    role: 'ADMIN',
  });
  expect(res.statusCode, res.body).toBe(201);
  added.id = res.json().id;
});

describe('GET /api/staff/audit: staff numbers masked', () => {
  it.each(['counsellor', 'admin'] as const)('a %s sees the new admin’s number masked', async (role) => {
    const res = await createdEntries(role === 'admin' ? admin : counsellor);
    expect(res.statusCode, res.body).toBe(200);
    const page = ZStaffAuditPage.parse(res.json());
    const entry = page.content.find((row) => row.entityId === added.id);
    expect(entry?.after).toEqual({
      mobileNumber: `${'•'.repeat(8)}${added.mobileNumber.slice(-2)}`,
      name: 'Priya Nair',
      role: 'ADMIN',
    });
    // Not the number, nor any run of its digits longer than the two shown.
    expect(res.body).not.toContain(added.mobileNumber.slice(-3));
  });

  it('keeps the number in the stored entry (the record is whole; only the answer is masked)', async () => {
    const [stored] = await auditOf(t.app, 'STAFF_ACCOUNT', added.id);
    expect(stored?.after).toMatchObject({ mobileNumber: added.mobileNumber });
  });
});

describe('GET /api/staff/audit/{auditId}: an admin opens one entry', () => {
  const entryId = async () => {
    const [stored] = await auditOf(t.app, 'STAFF_ACCOUNT', added.id);
    return stored?.id as number;
  };

  it('shows an admin the number, and records who looked at whose number', async () => {
    const id = await entryId();
    const res = await send(t.app, admin, 'GET', `/api/staff/audit/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const entry = ZStaffAuditEntry.parse(res.json());
    expect(entry).toMatchObject({ id, action: STAFF_ACCOUNT_AUDIT_ACTIONS.accountCreated, student: null });
    expect(entry.after).toEqual({ mobileNumber: added.mobileNumber, name: 'Priya Nair', role: 'ADMIN' });
    const views = (await auditOf(t.app, 'STAFF_ACCOUNT', added.id)).filter(
      (row) => row.action === STAFF_ACCOUNT_AUDIT_ACTIONS.mobileNumberViewed,
    );
    expect(views.map((row) => [row.actorId, row.actorRole, row.studentId, row.after])).toEqual([
      [admin.id, 'ADMIN', null, { auditId: id }],
    ]);
  });

  it('answers 403 to a counsellor and records nothing', async () => {
    const id = await entryId();
    const before = await auditOf(t.app, 'STAFF_ACCOUNT', added.id);
    const res = await send(t.app, counsellor, 'GET', `/api/staff/audit/${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(added.mobileNumber.slice(-3));
    expect(await auditOf(t.app, 'STAFF_ACCOUNT', added.id)).toEqual(before);
  });

  it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
    expect((await send(t.app, admin, 'GET', '/api/staff/audit/99999999')).statusCode).toBe(404);
    expect((await send(t.app, admin, 'GET', '/api/staff/audit/abc')).statusCode).toBe(400);
  });

  it('opens an entry without a staff number as it is listed, and records no look', async () => {
    const student = await createSignedInUser(t.app);
    const note = await send(t.app, counsellor, 'POST', `/api/staff/students/${student.id}/notes`, {
      body: 'Called the student.',
    });
    expect(note.statusCode, note.body).toBe(201);
    const listed = ZStaffAuditPage.parse(
      (await send(t.app, admin, 'GET', `/api/staff/audit?studentId=${student.id}`)).json(),
    ).content[0];
    const before = await auditOf(t.app, 'STAFF_ACCOUNT', added.id);
    const res = await send(t.app, admin, 'GET', `/api/staff/audit/${listed?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
    expect(await auditOf(t.app, 'STAFF_ACCOUNT', added.id)).toEqual(before);
  });
});
