import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from '../courses/courses-tables.ts';
import { users } from '../students/students-tables.ts';

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
