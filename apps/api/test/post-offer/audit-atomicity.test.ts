import { toIsoDate } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../src/schema/index.ts';
import { auditStore, useAuditStoreBackAfterEach } from '../helpers/audit-outage.ts';
import type { TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { call, createSignedInUser, offeredStudent } from './fixtures.ts';

/** A post-offer write and its audit entry are one transaction: when the entry cannot be written, nothing changes. */
vi.mock('../../src/modules/audit/audit-repository.ts', async (importOriginal) =>
  (await import('../helpers/audit-outage.ts')).auditRepositoryThatCanFail(importOriginal),
);

const t = useTestApp();
useAuditStoreBackAfterEach();
let staff: TSignedIn;
let student: TSignedIn;
let applicationId: number;
const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));
const staffUrl = (path = '') => `/api/staff/applications/${applicationId}/post-offer${path}`;

beforeAll(async () => {
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  ({ student, applicationId } = await offeredStudent(t.app, 'UK'));
});

const snapshot = async () => ({
  journey: (await call(t.app, staff, 'GET', staffUrl())).json(),
  audit: Number(
    (await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.studentId, student.id)))[0]?.n,
  ),
});

describe('post-offer writes and their audit entry', () => {
  it.each([
    ['the deposit asked for', 'PUT', '/deposit', () => ({ amount: 700, currency: 'GBP', dueOn: inDays(9) })],
    [
      'an interview scheduled',
      'POST',
      '/interviews',
      () => ({
        kind: 'PRE_CAS',
        startsAtLocal: `${inDays(5)}T09:30`,
        timeZone: 'Europe/London',
        place: 'Online',
      }),
    ],
  ] as const)(
    '%s: 500 and nothing written when the audit entry cannot be',
    async (_name, method, path, body) => {
      const before = await snapshot();
      auditStore.isDown = true;
      const res = await call(t.app, staff, method, staffUrl(path), body());
      expect(res.statusCode).toBe(500);
      auditStore.isDown = false;
      expect(await snapshot()).toEqual(before);
    },
  );

  it('writes the entry with the change when the audit store is up', async () => {
    const before = await snapshot();
    const res = await call(t.app, staff, 'PUT', staffUrl('/deposit'), {
      amount: 700,
      currency: 'GBP',
      dueOn: inDays(9),
    });
    expect(res.statusCode).toBe(200);
    expect((await snapshot()).audit).toBe(before.audit + 1);
  });
});
