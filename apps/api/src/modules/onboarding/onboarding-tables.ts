import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { intakes } from '../courses/courses-tables.ts';
import { users } from '../students/students-tables.ts';

/** The answers of the registration (onboarding) form, one row per student. */
export const onboardingDetails = pgTable('onboarding_details', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id),
  countryInterested: jsonb('country_interested').$type<string[]>().notNull().default([]),
  currentStudyLevel: text('current_study_level'),
  desiredFieldOfStudy: jsonb('desired_field_of_study').$type<string[]>().notNull().default([]),
  studyLevel: text('study_level'),
  intakeId: integer('intake_id').references(() => intakes.id),
  languageTest: text('language_test'),
  languageScore: text('language_score'),
  passingYear: integer('passing_year'),
  passportStatus: text('passport_status'),
  fundingPath: text('funding_path'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a student last changed each registration answer (field: a STUDENT_PLAN_FIELDS value), written
 * with the answer by the onboarding service when the value differs. Answers saved before this table
 * existed have no row: onboarding_details.updated_at bounds them.
 */
export const studentPlanChanges = pgTable(
  'student_plan_changes',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    field: text('field').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.field] })],
);
