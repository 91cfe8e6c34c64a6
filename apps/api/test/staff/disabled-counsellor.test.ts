import { ZStaffStudentDetail, ZStaffStudentPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/schema/index.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { parseCsv } from './csv-parse.ts';

/** A student still under a disabled counsellor (disabled before reassignment was required) says so. */
const t = useTestApp();

describe("a disabled counsellor's students", () => {
  it('show the counsellor as disabled on the list and the student page', async () => {
    const admin = await createSignedInUser(t.app, 'ADMIN');
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const student = await createSignedInUser(t.app);
    await t.app.db.update(users).set({ assignedCounsellorId: counsellor.id }).where(eq(users.id, student.id));
    const counsellorOf = async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/staff/students?counsellorId=${counsellor.id}`,
        headers: admin.headers,
      });
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/staff/students/${student.id}`,
        headers: admin.headers,
      });
      return [
        ZStaffStudentPage.parse(list.json()).content[0]?.assignedCounsellor,
        ZStaffStudentDetail.parse(detail.json()).account.assignedCounsellor,
      ];
    };
    const active = { id: counsellor.id, name: 'Test COUNSELLOR', isDisabled: false };
    expect(await counsellorOf()).toEqual([active, active]);
    await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, counsellor.id));
    const disabled = { ...active, isDisabled: true };
    expect(await counsellorOf()).toEqual([disabled, disabled]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/staff/exports/students.csv?counsellorId=${counsellor.id}`,
      headers: admin.headers,
    });
    expect(parseCsv(csv.body.slice(1))[1]?.[4]).toBe('Test COUNSELLOR (disabled)');
  });
});
