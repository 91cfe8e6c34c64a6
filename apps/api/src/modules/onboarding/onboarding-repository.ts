import type { TOnboardingRecord, TOnboardingStoredDetails } from '@portal/contract';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { enrollments, intakes, onboardingDetails, studentProfiles, users } from '../../db/schema/index.ts';

type TOnboardingRow = typeof onboardingDetails.$inferSelect;
type TAnswers = Omit<typeof onboardingDetails.$inferInsert, 'studentId' | 'updatedAt'>;
type TEnrollmentAnswers = Pick<
  typeof enrollments.$inferInsert,
  'intakeId' | 'country' | 'languageTestIds'
> & {
  /** Undefined leaves the stored budget as it is. */
  budget?: string | null;
};
type TSD = TOnboardingStoredDetails;

function toStoredDetails(row: TOnboardingRow | null, budget: string | null): TSD {
  // Values were checked against the contract's enums when written, so the casts only narrow types.
  return {
    country: (row?.countryInterested ?? []) as TSD['country'],
    studyLevel: (row?.studyLevel ?? null) as TSD['studyLevel'],
    fieldOfStudy: (row?.desiredFieldOfStudy ?? []) as TSD['fieldOfStudy'],
    intakeId: row?.intakeId ?? null,
    languageTest: (row?.languageTest ?? null) as TSD['languageTest'],
    languageScore: row?.languageScore ?? null,
    currentEducation: (row?.currentStudyLevel ?? null) as TSD['currentEducation'],
    passingYear: row?.passingYear ?? null,
    passportStatus: (row?.passportStatus ?? null) as TSD['passportStatus'],
    fundingPath: (row?.fundingPath ?? null) as TSD['fundingPath'],
    budget,
  };
}

/** The onboarding record of a user; the budget lives on the given enrollment. */
export async function findOnboardingRecord(
  db: TDb,
  studentId: number,
  enrollmentId: number | null,
): Promise<TOnboardingRecord | undefined> {
  const [row] = await db
    .select({ user: users, onboarding: onboardingDetails })
    .from(users)
    .leftJoin(onboardingDetails, eq(onboardingDetails.studentId, users.id))
    .where(eq(users.id, studentId));
  if (!row) return undefined;
  let budget: string | null = null;
  if (enrollmentId !== null) {
    const [enrollment] = await db
      .select({ budget: enrollments.budget })
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    budget = enrollment?.budget ?? null;
  }
  const details = toStoredDetails(row.onboarding, budget);
  return {
    studentId: row.user.id,
    mobileNumber: row.user.mobileNumber,
    name: row.user.name,
    referenceId: row.user.referenceId,
    isEvent: row.user.isEvent,
    details,
    profile: {
      desiredFieldOfStudy: details.fieldOfStudy,
      countryInterested: details.country,
      currentStudyLevel: details.currentEducation,
    },
  };
}

/** Sets the account name, and the profile's full name when the student has not written one yet. */
export async function saveName(db: TDb, studentId: number, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, studentId));
    await tx
      .update(studentProfiles)
      .set({ fullName: name, updatedAt: new Date() })
      .where(
        and(
          eq(studentProfiles.studentId, studentId),
          or(isNull(studentProfiles.fullName), eq(studentProfiles.fullName, '')),
        ),
      );
  });
}

/** True for an intake still offered: it exists and starts on or after `today` (YYYY-MM-DD). */
export async function isIntakeOffered(db: TDb, intakeId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: intakes.id })
    .from(intakes)
    .where(and(eq(intakes.id, intakeId), gte(intakes.startDate, today)));
  return Boolean(row);
}

/**
 * Writes the form's answers and the enrollment they shape in one transaction. Without an
 * enrollment yet (not expected after sign-in) one is created; returns its id.
 */
export async function saveAnswers(
  db: TDb,
  studentId: number,
  enrollmentId: number | null,
  answers: TAnswers,
  enrollment: TEnrollmentAnswers,
): Promise<number> {
  return db.transaction(async (tx) => {
    const updatedAt = new Date();
    await tx
      .insert(onboardingDetails)
      .values({ studentId, ...answers, updatedAt })
      .onConflictDoUpdate({ target: onboardingDetails.studentId, set: { ...answers, updatedAt } });
    if (enrollmentId === null) {
      const [created] = await tx
        .insert(enrollments)
        .values({ studentId, ...enrollment })
        .returning({ id: enrollments.id });
      if (!created) throw new Error('enrollment insert returned nothing');
      return created.id;
    }
    await tx.update(enrollments).set(enrollment).where(eq(enrollments.id, enrollmentId));
    return enrollmentId;
  });
}
