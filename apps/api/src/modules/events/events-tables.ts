import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from '../courses/courses-tables.ts';
import { users } from '../students/students-tables.ts';

/**
 * Students registered to an event (§2 Event registration success, and the pre-departure sessions);
 * registering twice is harmless.
 */
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

/** A registered student's rating of a pre-departure event (§4 Event Feedback): one per student and event. */
export const eventFeedback = pgTable(
  'event_feedback',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    // EVENT_FEEDBACK_LIMITS of the contract; the check backs the request's validation.
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_feedback_student_event_uq').on(t.studentId, t.eventId),
    check('event_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
