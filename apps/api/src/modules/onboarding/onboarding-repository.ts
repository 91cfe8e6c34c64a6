import type { TOnboardingRecord, TOnboardingStoredDetails } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { fullNameIfBlankStatement } from '../profile/index.ts';
import {
  findAccount,
  findEnrollmentBudget,
  latestEnrollmentBudgetOf,
  renameAccountStatement,
  saveEnrollmentAnswers,
} from '../students/index.ts';
import { onboardingDetails } from './onboarding-tables.ts';
import { changedPlanFields, recordPlanChanges } from './plan-changes.ts';

type TOnboardingRow = typeof onboardingDetails.$inferSelect;
type TAnswers = Omit<typeof onboardingDetails.$inferInsert, 'studentId' | 'updatedAt'>;
type TEnrollmentAnswers = Parameters<typeof saveEnrollmentAnswers>[3];
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
  // Three owners' reads that do not depend on each other: asked at once, one round trip on a pool.
  const [user, [onboarding], budget] = await Promise.all([
    findAccount(db, studentId),
    db.select().from(onboardingDetails).where(eq(onboardingDetails.studentId, studentId)),
    enrollmentId === null ? null : findEnrollmentBudget(db, enrollmentId),
  ]);
  if (!user) return undefined;
  return toRecord(user, onboarding ?? null, budget);
}

function toRecord(
  user: { id: number; mobileNumber: string; name: string; referenceId: string; isEvent: boolean },
  onboarding: TOnboardingRow | null,
  budget: string | null,
): TOnboardingRecord {
  const details = toStoredDetails(onboarding, budget);
  return {
    studentId: user.id,
    mobileNumber: user.mobileNumber,
    name: user.name,
    referenceId: user.referenceId,
    isEvent: user.isEvent,
    details,
    profile: {
      desiredFieldOfStudy: details.fieldOfStudy,
      countryInterested: details.country,
      currentStudyLevel: details.currentEducation,
    },
  };
}

/**
 * Sets the account name, and the profile's full name when the student has not written one yet, and reads
 * the onboarding record as they leave it: one statement (the owners' writes as data-modifying CTEs), so
 * one round trip and atomic. The record's account fields come from the rename's RETURNING (the query
 * itself sees the tables as they were before the statement); undefined when the account does not exist.
 */
export async function saveNameAndRead(
  db: TDb,
  studentId: number,
  name: string,
): Promise<TOnboardingRecord | undefined> {
  const account = db.$with('renamed_account').as(renameAccountStatement(db, studentId, name));
  const profile = db.$with('named_profile').as(fullNameIfBlankStatement(db, studentId, name));
  const [row] = await db
    .with(account, profile)
    .select({
      id: account.id,
      mobileNumber: account.mobileNumber,
      name: account.name,
      referenceId: account.referenceId,
      isEvent: account.isEvent,
      onboarding: onboardingDetails,
      budget: latestEnrollmentBudgetOf(account.id),
    })
    .from(account)
    .leftJoin(onboardingDetails, eq(onboardingDetails.studentId, account.id));
  return row && toRecord(row, row.onboarding, row.budget);
}

/**
 * Writes the form's answers, the enrollment they shape and when each answer last changed
 * (student_plan_changes), in one transaction. Without an enrollment yet (not expected after sign-in)
 * one is created; returns its id.
 */
export async function saveAnswers(
  db: TDb,
  studentId: number,
  updatedAt: Date,
  enrollmentId: number | null,
  answers: TAnswers,
  enrollment: TEnrollmentAnswers,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked, so two saves at once judge what changed one after the other.
    const [before] = await tx
      .select()
      .from(onboardingDetails)
      .where(eq(onboardingDetails.studentId, studentId))
      .for('update');
    await recordPlanChanges(tx, studentId, changedPlanFields(before, answers), updatedAt);
    await tx
      .insert(onboardingDetails)
      .values({ studentId, ...answers, updatedAt })
      .onConflictDoUpdate({ target: onboardingDetails.studentId, set: { ...answers, updatedAt } });
    return saveEnrollmentAnswers(tx, studentId, enrollmentId, enrollment);
  });
}

/** The empty onboarding record every new student gets, in the transaction that opens the account. */
export async function createEmptyOnboarding(db: TDb, studentId: number): Promise<void> {
  await db.insert(onboardingDetails).values({ studentId });
}
