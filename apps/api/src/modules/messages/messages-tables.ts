import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/files-tables.ts';
import { users } from '../students/students-tables.ts';

/**
 * Every message of every student's thread (one thread per student). Added, never edited. The text is
 * private between the student and the consultancy: never logged, never in the audit trail or a
 * notification. An attachment is a stored file (the files pipeline's checks and quotas); its name, type
 * and size are copied here so a page of the thread needs no join.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    side: text('side').notNull(),
    /** Trimmed; '' when the message is only a file. */
    body: text('body').notNull().default(''),
    attachmentFileId: integer('attachment_file_id').references(() => storedFiles.id),
    attachmentName: text('attachment_name'),
    attachmentMimeType: text('attachment_mime_type'),
    attachmentSizeBytes: integer('attachment_size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A page of a thread (before / after an id).
    index('messages_student_idx').on(t.studentId, t.id),
    // The send limits: one sender's messages in a thread over the last minute and day.
    index('messages_sender_idx').on(t.studentId, t.authorId, t.createdAt),
    check('messages_side_check', sql`${t.side} in ('STUDENT', 'STAFF')`),
  ],
);

/**
 * One row per thread that has a message: what the inbox and the receipts need without scanning messages.
 * Read markers only move forward (greatest()).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastStudentMessageId: integer('last_student_message_id'),
    /** The first student message after the last staff message; null when staff spoke last. */
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }),
    studentReadUpTo: integer('student_read_up_to'),
    studentReadAt: timestamp('student_read_at', { withTimezone: true }),
    staffReadUpTo: integer('staff_read_up_to'),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    staffReadBy: integer('staff_read_by').references(() => users.id),
  },
  (t) => [
    // The queue's "Unanswered messages", oldest first.
    index('message_threads_awaiting_idx')
      .on(t.awaitingReplySince)
      .where(sql`${t.awaitingReplySince} is not null`),
    // The students list's "has unread messages" (staff side).
    index('message_threads_staff_unread_idx')
      .on(t.studentId)
      .where(sql`${t.lastStudentMessageId} > coalesce(${t.staffReadUpTo}, 0)`),
  ],
);
