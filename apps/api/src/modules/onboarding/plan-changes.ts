import type { TStudentPlanField } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { type onboardingDetails, studentPlanChanges } from './onboarding-tables.ts';

type TRow = typeof onboardingDetails.$inferSelect;
type TAnswers = Omit<typeof onboardingDetails.$inferInsert, 'studentId' | 'updatedAt'>;

/** Each plan field and the stored answer it reads; lists compare as sets (their order means nothing). */
const STORED: Record<TStudentPlanField, (row: Partial<TAnswers>) => unknown> = {
  country: (row) => [...(row.countryInterested ?? [])].sort(),
  studyLevel: (row) => row.studyLevel ?? null,
  intake: (row) => row.intakeId ?? null,
  fieldOfStudy: (row) => [...(row.desiredFieldOfStudy ?? [])].sort(),
  fundingPath: (row) => row.fundingPath ?? null,
  passportStatus: (row) => row.passportStatus ?? null,
  languageTest: (row) => row.languageTest ?? null,
  languageScore: (row) => row.languageScore ?? null,
  currentEducation: (row) => row.currentStudyLevel ?? null,
  passingYear: (row) => row.passingYear ?? null,
};

/** The plan fields whose answer differs between the stored row (none: nothing answered) and the new answers. */
export function changedPlanFields(before: TRow | undefined, after: TAnswers): TStudentPlanField[] {
  return (Object.keys(STORED) as TStudentPlanField[]).filter(
    (field) => JSON.stringify(STORED[field](before ?? {})) !== JSON.stringify(STORED[field](after)),
  );
}

/** Stamps these fields as changed now, inside the caller's transaction. */
export async function recordPlanChanges(
  tx: TDb,
  studentId: number,
  fields: readonly TStudentPlanField[],
  now: Date,
): Promise<void> {
  if (fields.length === 0) return;
  await tx
    .insert(studentPlanChanges)
    .values(fields.map((field) => ({ studentId, field, changedAt: now })))
    .onConflictDoUpdate({
      target: [studentPlanChanges.studentId, studentPlanChanges.field],
      set: { changedAt: sql`excluded.changed_at` },
    });
}
