import {
  APPLICATION_MESSAGES,
  EXTRA_APPLICATION_AUDIT_ACTIONS,
  EXTRA_APPLICATION_MESSAGES,
  LIMITS,
  STAFF_MESSAGES,
  type TStaffExtraApplication,
  type TStaffExtraApplicationBody,
  type TStaffWithdrawalLimit,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { findAccount } from '../students/index.ts';
import { findCourseNames, listWithdrawalLimits } from './application-list-read-model.ts';
import { countWithdrawals, findApplicationOfCourse } from './application-repository.ts';
import { hasUnusedGrant, insertGrant } from './extra-application-repository.ts';

/** The entity type of a grant's audit entry. */
const EXTRA_APPLICATION_ENTITY = 'EXTRA_APPLICATION';

/**
 * POST /api/staff/students/{studentId}/courses/{courseId}/extra-application (ADMIN; the route checks
 * the role). Lifts the opt-out cap once: the student may make one more application to the course.
 * Only when applying is refused now: opted out LIMITS.withdrawalsPerCourseMax times or more, no live
 * application, no unused grant (each refusal its own 409). The grant and its audit entry (who, which
 * student, which course, the opt-outs so far, the reason) are written in one transaction.
 */
export async function allowExtraApplication(
  db: TDb,
  admin: TSessionUser,
  target: { studentId: number; courseId: number },
  body: TStaffExtraApplicationBody,
): Promise<TStaffExtraApplication> {
  const { studentId, courseId } = target;
  const reason = body?.reason ?? '';
  return db.transaction(async (tx) => {
    const student = await findAccount(tx, studentId);
    if (student?.role !== 'STUDENT') throw notFound(STAFF_MESSAGES.studentNotFound);
    const course = await findCourseNames(tx, courseId);
    if (!course) throw notFound(APPLICATION_MESSAGES.courseNotFound);
    if (await hasUnusedGrant(tx, studentId, courseId)) {
      throw conflict(EXTRA_APPLICATION_MESSAGES.alreadyAllowed);
    }
    if (await findApplicationOfCourse(tx, studentId, courseId)) {
      throw conflict(EXTRA_APPLICATION_MESSAGES.applicationInProgress);
    }
    const optOuts = await countWithdrawals(tx, studentId, courseId);
    if (optOuts < LIMITS.withdrawalsPerCourseMax) throw conflict(EXTRA_APPLICATION_MESSAGES.notAtLimit);

    // Another admin's grant may have landed since the check above: the unique index keeps one.
    const grant = await insertGrant(tx, { studentId, courseId, grantedBy: admin.id, reason });
    if (!grant) throw conflict(EXTRA_APPLICATION_MESSAGES.alreadyAllowed);
    await recordAudit(tx, {
      actor: admin,
      studentId,
      action: EXTRA_APPLICATION_AUDIT_ACTIONS.allowed,
      entityType: EXTRA_APPLICATION_ENTITY,
      entityId: grant.id,
      before: null,
      after: {
        course: { id: courseId, name: course.courseName },
        university: { name: course.universityName },
        optOuts,
        reason,
      },
    });
    return {
      id: grant.id,
      studentId,
      courseId,
      grantedBy: { id: admin.id, name: (await findAccount(tx, admin.id))?.name ?? '' },
      reason: grant.reason,
      createdAt: grant.createdAt.toISOString(),
      usedByApplicationId: grant.usedByApplicationId,
    };
  });
}

/** The staff student page's opt-out limits (the staff module reads them through this module's entry). */
export const getWithdrawalLimits = (db: TDb, studentId: number): Promise<TStaffWithdrawalLimit[]> =>
  listWithdrawalLimits(db, studentId);
