import {
  STAFF_ACCOUNT_AUDIT_ACTIONS,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_MESSAGES,
  type TStaffAssignment,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { findActiveStaffLocked, lockStudentAssignment, setAssignedCounsellor } from '../students/index.ts';

/**
 * PUT /api/staff/students/{studentId}/counsellor: an admin gives a student to an active staff member
 * (COUNSELLOR or ADMIN), or unassigns with null; recorded in the audit log in the same transaction.
 * Assigning the counsellor the student already has changes (and records) nothing.
 */
export async function assignCounsellor(
  db: TDb,
  admin: TSessionUser,
  studentId: number,
  counsellorId: number | null,
): Promise<TStaffAssignment> {
  return db.transaction(async (tx) => {
    const student = await lockStudentAssignment(tx, studentId);
    if (!student) throw notFound(STAFF_MESSAGES.studentNotFound);
    const counsellor = counsellorId === null ? undefined : await findActiveStaffLocked(tx, counsellorId);
    if (counsellorId !== null && !counsellor) throw notFound(STAFF_ACCOUNT_MESSAGES.counsellorNotFound);
    if (student.assignedCounsellorId !== counsellorId) {
      await setAssignedCounsellor(tx, studentId, counsellorId);
      await recordAudit(tx, {
        actor: admin,
        studentId,
        action: STAFF_ACCOUNT_AUDIT_ACTIONS.studentAssigned,
        entityType: 'STUDENT',
        entityId: studentId,
        before: { counsellorId: student.assignedCounsellorId },
        after: { counsellorId },
      });
    }
    return { studentId, counsellor: counsellor ? { id: counsellor.id, name: counsellor.name } : null };
  });
}
