import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enrollments, users } from './accounts.ts';
import { courses, events } from './catalogue.ts';

export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id),
    status: text('status').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdByRole: text('created_by_role').notNull(),
    /** Why staff marked the course NOT_ELIGIBLE (staff only); '' otherwise. */
    statusReason: text('status_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Removal is a soft delete (§4 "marks the course removed"); adding again revives the row.
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shortlist_student_course_uq').on(t.studentId, t.courseId)],
);

export const counsellingBookings = pgTable(
  'counselling_bookings',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    date: text('date').notNull(),
    time: text('time').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    // BOOKED, COMPLETED or CANCELLED.
    status: text('status').notNull().default('BOOKED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The counsellor's note when marking the session completed (staff only). */
    completionNote: text('completion_note').notNull().default(''),
  },
  (t) => [
    index('counselling_bookings_student_idx').on(t.studentId, t.createdAt),
    // One upcoming booking per student.
    uniqueIndex('counselling_bookings_one_booked_uq').on(t.studentId).where(sql`${t.status} = 'BOOKED'`),
    // Slot capacity counts the booked sessions of a date and time.
    index('counselling_bookings_slot_idx').on(t.date, t.time).where(sql`${t.status} = 'BOOKED'`),
    // The work queue's sessions of today and tomorrow.
    index('counselling_bookings_date_idx').on(t.date, t.time, t.status),
  ],
);

/** Students registered to an event (§2 Event registration success); registering twice is harmless. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_registrations_student_event_uq').on(t.studentId, t.eventId)],
);
