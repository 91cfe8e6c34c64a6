import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditStore, useAuditStoreBackAfterEach } from '../helpers/audit-outage.ts';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { send, teamSnapshot } from './fixtures.ts';

/** Each team change is written in one transaction with its audit entry: no entry, no change. */
vi.mock('../../src/modules/audit/audit-repository.ts', async (importOriginal) =>
  (await import('../helpers/audit-outage.ts')).auditRepositoryThatCanFail(importOriginal),
);

const t = useTestApp();
let admin: TSignedIn;
let student: TSignedIn;

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  student = await createSignedInUser(t.app);
});
useAuditStoreBackAfterEach();

describe('a team change whose audit entry cannot be written is undone', () => {
  it.for([
    {
      what: 'adding a member',
      method: 'POST',
      url: () => '/api/staff/accounts',
      body: () => ({ mobileNumber: nextMobileNumber(), name: 'New', role: 'ADMIN' }),
    },
    {
      what: 'a role change',
      method: 'PATCH',
      url: (target: TSignedIn) => `/api/staff/accounts/${target.id}`,
      body: () => ({ role: 'ADMIN' }),
    },
    {
      what: 'disabling',
      method: 'PATCH',
      url: (target: TSignedIn) => `/api/staff/accounts/${target.id}`,
      body: () => ({ isDisabled: true }),
    },
    {
      what: 'role and status together',
      method: 'PATCH',
      url: (target: TSignedIn) => `/api/staff/accounts/${target.id}`,
      body: () => ({ role: 'ADMIN', isDisabled: true }),
    },
    {
      what: 'a reassignment',
      method: 'PUT',
      url: () => `/api/staff/students/${student.id}/counsellor`,
      body: (target: TSignedIn) => ({ counsellorId: target.id }),
    },
  ] as const)('$what', async ({ method, url, body }) => {
    const target = await createSignedInUser(t.app, 'COUNSELLOR');
    const before = await teamSnapshot(t.app);
    auditStore.isDown = true;
    const res = await send(t.app, admin, method, url(target), body(target));
    auditStore.isDown = false;
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('audit store');
    expect(await teamSnapshot(t.app)).toEqual(before);
    // And with the audit store back the same call goes through.
    expect((await send(t.app, admin, method, url(target), body(target))).statusCode).toBeLessThan(300);
  });
});
