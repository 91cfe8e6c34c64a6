import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events, intakes } from './catalogue.ts';

/** Everyone who signs in by phone: students and staff (role COUNSELLOR or ADMIN). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobileNumber: text('mobile_number').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role').notNull().default('STUDENT'),
  referenceId: text('reference_id').notNull().unique(),
  isEvent: boolean('is_event').notNull().default(false),
  eventId: integer('event_id').references(() => events.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    intakeId: integer('intake_id').references(() => intakes.id),
    budget: text('budget'),
    languageTestIds: jsonb('language_test_ids').$type<string[]>().notNull().default([]),
    country: text('country'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollments_student_id_idx').on(t.studentId)],
);

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
