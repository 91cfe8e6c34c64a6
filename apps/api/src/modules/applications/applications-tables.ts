import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses-tables.ts';
import { storedFiles } from '../files/files-tables.ts';
import { enrollments, users } from '../students/students-tables.ts';

/** A student's application to one course (§3 Application), moved along §2's four steps by staff. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    status: text('status').notNull(),
    conditionalOfferFileId: integer('conditional_offer_file_id').references(() => storedFiles.id),
    unconditionalOfferFileId: integer('unconditional_offer_file_id').references(() => storedFiles.id),
    // The shortlist entry's status when the student applied (EXPERT_CHOICE or STUDENT_CHOICE), so an
    // opt-out can give the entry back as it was; null on applications made before it was kept.
    shortlistStatusAtApply: text('shortlist_status_at_apply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Applying twice to a course returns the first application; a withdrawn one (opted out) does not
    // count, so the student may apply to the course again.
    uniqueIndex('applications_student_course_uq')
      .on(t.studentId, t.courseId)
      .where(sql`${t.status} <> 'WITHDRAWN'`),
    index('applications_student_idx').on(t.studentId, t.id),
    // The applications board and the work queue: by status, oldest change first.
    index('applications_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** Additional documents of an application (STATEMENT_OF_PURPOSE, PORTFOLIO). */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    // UPLOADED until staff review it: ACCEPTED or REJECTED (with its reason in remarks).
    status: text('status').notNull().default('UPLOADED'),
    remarks: text('remarks').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_documents_application_idx').on(t.applicationId, t.id)],
);

/** The documents a conditional offer asks for; the student uploads one file per entry. */
export const conditionalDocuments = pgTable(
  'conditional_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    type: text('type').notNull(),
    name: text('name'),
    // null until uploaded; UPLOADED, then ACCEPTED or REJECTED (reason in remarks) once staff review it.
    // A re-upload starts over: UPLOADED, no remarks, no reviewer.
    status: text('status'),
    remarks: text('remarks').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    fileId: integer('file_id').references(() => storedFiles.id),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    // Staff may drop a requirement; the row (and any upload) stays for the record.
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conditional_documents_application_type_uq')
      .on(t.applicationId, t.type)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * An admin's grant of one more application to a course after the student reached the opt-out cap
 * (LIMITS.withdrawalsPerCourseMax; docs/decisions/0017-opt-out-cap.md). Beyond the cap every new application
 * uses one unused grant, in the transaction that inserts it (used_by_application_id), so the student can make
 * cap + grants applications to the course in all. At most one grant per student and course is unused.
 */
export const extraApplicationGrants = pgTable(
  'extra_application_grants',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => users.id),
    /** Why (staff only, ZStaffReason: at most 500 characters, '' when none was given). */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedByApplicationId: integer('used_by_application_id').references(() => applications.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    // One unused grant per student and course: two admins granting at once make one.
    uniqueIndex('extra_application_grants_unused_uq')
      .on(t.studentId, t.courseId)
      .where(sql`${t.usedByApplicationId} is null`),
    uniqueIndex('extra_application_grants_application_uq').on(t.usedByApplicationId),
    index('extra_application_grants_student_idx').on(t.studentId, t.courseId),
  ],
);
