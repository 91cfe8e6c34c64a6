import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
