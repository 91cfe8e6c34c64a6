import { STAFF_AUDIT_ACTIONS, ZStaffAuditPage } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortlistEntries } from '../../src/schema/index.ts';
import { pickCourses } from '../applications/helpers.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * A review of the staff calls: PUT /api/staff/students/{id}/shortlist/{courseId} {EXPERT_CHOICE} racing the
 * student's own add of the same course. On PostgreSQL the staff call finds no entry, then its insert
 * meets the student's (committed meanwhile); it must still make the course EXPERT_CHOICE and audit
 * what really happened, not answer the student's STUDENT_CHOICE entry as "added". On PGlite (one
 * connection) the calls are serialised and the test passes trivially.
 */
const t = useTestApp();

describe('staff EXPERT_CHOICE racing the student adding the same course', () => {
  it('ends EXPERT_CHOICE, answers it, and audits a status change from STUDENT_CHOICE', async () => {
    const [courseId] = await pickCourses(t.app, 1, 5);
    const student = await createSignedInUser(t.app);
    const staff = await createSignedInUser(t.app, 'COUNSELLOR');

    let staffCall: Promise<Awaited<ReturnType<typeof t.app.inject>>> | undefined;
    await t.app.db.transaction(async (tx) => {
      // The student's add, not yet committed when the staff call starts.
      await tx.insert(shortlistEntries).values({
        studentId: student.id,
        courseId: courseId as number,
        enrollmentId: student.enrollmentId,
        status: 'STUDENT_CHOICE',
        createdBy: student.id,
        createdByRole: 'STUDENT',
      });
      staffCall = t.app.inject({
        method: 'PUT',
        url: `/api/staff/students/${student.id}/shortlist/${courseId}`,
        headers: staff.headers,
        payload: { status: 'EXPERT_CHOICE' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await (staffCall as Promise<Awaited<ReturnType<typeof t.app.inject>>>);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'EXPERT_CHOICE', changed: true });

    const rows = await t.app.db
      .select()
      .from(shortlistEntries)
      .where(
        and(eq(shortlistEntries.studentId, student.id), eq(shortlistEntries.courseId, courseId as number)),
      );
    expect(rows.map((row) => row.status)).toEqual(['EXPERT_CHOICE']);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit',
      query: { studentId: String(student.id), pageSize: '100' },
      headers: staff.headers,
    });
    const entries = ZStaffAuditPage.parse(audit.json()).content;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: STAFF_AUDIT_ACTIONS.shortlistStatusChanged,
      before: { courseId, status: 'STUDENT_CHOICE' },
      after: { courseId, status: 'EXPERT_CHOICE' },
    });
  });
});
