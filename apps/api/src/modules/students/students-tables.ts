import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events, intakes } from '../courses/courses-tables.ts';

/** Everyone who signs in by phone: students and staff (role COUNSELLOR or ADMIN). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull().unique(),
    name: text('name').notNull().default(''),
    role: text('role').notNull().default('STUDENT'),
    referenceId: text('reference_id').notNull().unique(),
    isEvent: boolean('is_event').notNull().default(false),
    eventId: integer('event_id').references(() => events.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff: set while the account is disabled (its tokens are refused on the next call). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Staff: tokens issued before this are refused (set when disabled, so re-enabling revives none). */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
    /** Students: the counsellor who looks after them (round-robin on sign-up, an admin reassigns). */
    assignedCounsellorId: integer('assigned_counsellor_id').references((): AnyPgColumn => users.id),
    /** Students: the furthest journey stage (STUDENT_STAGES), kept by the service that changes it. */
    stage: text('stage').notNull().default('REGISTERED'),
    /** Students: the last time they used the portal or staff changed their journey. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** What staff search matches: lower-cased name, mobile number and reference id. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || mobile_number || ' ' || reference_id)`),
  },
  (t) => [
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_role_stage_activity_idx').on(t.role, t.stage, t.lastActivityAt),
    index('users_role_activity_idx').on(t.role, t.lastActivityAt),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_assigned_counsellor_idx').on(t.assignedCounsellorId, t.lastActivityAt),
  ],
);

/** The round-robin cursor of new students' counsellor assignment: a single row (id 1). */
export const assignmentCursor = pgTable('assignment_cursor', {
  id: integer('id').primaryKey(),
  lastCounsellorId: integer('last_counsellor_id').references(() => users.id),
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
