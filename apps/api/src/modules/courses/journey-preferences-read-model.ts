import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';

/**
 * A read model: the columns of a student's journey the catalogue reads to match its listing (the
 * enrollment's owner, the onboarding answers). Their tables are owned by the students and onboarding
 * modules, whose own tables reference the catalogue's (intakes, event days), so importing theirs would
 * make a module cycle; this file declares only the columns it reads instead (projections, never given
 * to drizzle-kit). scripts/read-models.test.ts checks them against the owners' declarations.
 */
export const enrollments = pgTable('enrollments', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').notNull(),
});

export const onboardingDetails = pgTable('onboarding_details', {
  studentId: integer('student_id').primaryKey(),
  countryInterested: jsonb('country_interested').$type<string[]>().notNull().default([]),
  desiredFieldOfStudy: jsonb('desired_field_of_study').$type<string[]>().notNull().default([]),
  studyLevel: text('study_level'),
});

const enrollmentOwner = preparedPerDb((db) =>
  db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(eq(enrollments.id, sql.placeholder('id')))
    .prepare('catalogue_enrollment_owner'),
);

export async function findEnrollmentOwner(db: TDb, enrollmentId: number): Promise<number | undefined> {
  const [row] = await enrollmentOwner(db).execute({ id: enrollmentId });
  return row?.studentId;
}

const preferencesOf = preparedPerDb((db) =>
  db
    .select({
      countryInterested: onboardingDetails.countryInterested,
      desiredFieldOfStudy: onboardingDetails.desiredFieldOfStudy,
      studyLevel: onboardingDetails.studyLevel,
    })
    .from(onboardingDetails)
    .where(eq(onboardingDetails.studentId, sql.placeholder('studentId')))
    .prepare('catalogue_preferences'),
);

/** A student's onboarding answers: read on every call of its listing (the listing itself is kept). */
export async function findPreferences(db: TDb, studentId: number) {
  const [row] = await preferencesOf(db).execute({ studentId });
  return row ?? { countryInterested: [], desiredFieldOfStudy: [], studyLevel: null };
}
