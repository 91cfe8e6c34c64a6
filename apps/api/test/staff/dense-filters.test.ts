import { STUDENT_LIST_COUNT_CAP, ZStaffStudentsQuery } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createDenseFilters } from '../../src/lib/dense-filters.ts';
import type { TSessionUser } from '../../src/lib/session-user.ts';
import { listStudentPage } from '../../src/modules/staff/student-list-service.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * A filter once counted at the cap is not probed and counted again: its page is walked from the sort
 * index and its total is the cap. (Counting more than 10,000 students is the bench's business; here
 * the memo is told the filter is dense, and the answer shows it was believed.)
 */
const t = useTestApp();

describe('dense list filters', () => {
  it('answers a filter known to be dense with the capped total and the page from the sort index', async () => {
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const caller: TSessionUser = { id: counsellor.id, role: 'COUNSELLOR', jti: 'x', expiresAt: new Date() };
    const students = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const query = ZStaffStudentsQuery.parse({ pageSize: '50' });
    const dense = createDenseFilters();
    const counted = await listStudentPage(t.app.db, caller, query, dense);
    expect(counted.totalElements).toBeLessThan(STUDENT_LIST_COUNT_CAP);
    expect(dense.isDense(JSON.stringify([undefined, undefined, 0, undefined, undefined]))).toBe(false);

    dense.markDense(JSON.stringify([undefined, undefined, 0, undefined, undefined]));
    const walked = await listStudentPage(t.app.db, caller, query, dense);
    expect(walked.totalElements).toBe(STUDENT_LIST_COUNT_CAP);
    expect(walked.content.map((row) => row.id)).toEqual(counted.content.map((row) => row.id));
    expect(walked.content.map((row) => row.id)).toEqual(
      expect.arrayContaining(students.map((student) => student.id)),
    );
    // Another sort of the same filters is dense too; another filter is not.
    const bySort = await listStudentPage(t.app.db, caller, { ...query, sort: 'lastActivity' }, dense);
    expect(bySort.totalElements).toBe(STUDENT_LIST_COUNT_CAP);
    const mine = await listStudentPage(t.app.db, caller, { ...query, mine: true }, dense);
    expect(mine.totalElements).toBeLessThan(STUDENT_LIST_COUNT_CAP);
  });

  it('forgets a dense filter after its time', async () => {
    const dense = createDenseFilters(20);
    dense.markDense('k');
    expect(dense.isDense('k')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(dense.isDense('k')).toBe(false);
  });
});
