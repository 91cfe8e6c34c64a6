import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../students/students-tables.ts';

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
