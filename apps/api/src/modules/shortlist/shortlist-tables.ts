import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses-tables.ts';
import { enrollments, users } from '../students/students-tables.ts';

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
