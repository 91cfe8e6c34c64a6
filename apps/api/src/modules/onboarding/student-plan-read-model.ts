import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { intakes } from '../courses/courses-tables.ts';
import { studentProfiles } from '../profile/profile-tables.ts';
import { users } from '../students/students-tables.ts';
import { onboardingDetails, studentPlanChanges } from './onboarding-tables.ts';

/**
 * What the console's "Study plan" reads in one go: the student's account name, the registration answers
 * with their intake's name, whether a photo is stored, and when each answer last changed. Undefined when
 * the id is not a student's.
 */
export async function readStudentPlan(db: TDb, studentId: number) {
  const [[row], changes] = await Promise.all([
    db
      .select({
        name: users.name,
        answers: onboardingDetails,
        intakeName: intakes.name,
        photoKey: studentProfiles.photoKey,
      })
      .from(users)
      .leftJoin(onboardingDetails, eq(onboardingDetails.studentId, users.id))
      .leftJoin(intakes, eq(intakes.id, onboardingDetails.intakeId))
      .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id))
      .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT'))),
    db
      .select({ field: studentPlanChanges.field, changedAt: studentPlanChanges.changedAt })
      .from(studentPlanChanges)
      .where(eq(studentPlanChanges.studentId, studentId)),
  ]);
  if (!row) return undefined;
  return { ...row, changes: new Map(changes.map((change) => [change.field, change.changedAt])) };
}
