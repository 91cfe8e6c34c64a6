import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications-tables.ts';
import { storedFiles } from '../files/files-tables.ts';
import { users } from '../students/students-tables.ts';

/**
 * One row per student and §3 document type (profile documents, application_id null), or per student,
 * journey document type and application (a deposit receipt per application); the current file is the
 * latest upload.
 */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    // The application a journey document belongs to; null for the profile's documents.
    applicationId: integer('application_id').references(() => applications.id),
    // The display name the student gave (or the file name), shown in lists.
    name: text('name').notNull(),
    // UPLOADED, REJECTED, ACCEPTED or EXEMPTED; a new upload resets it to UPLOADED.
    status: text('status').notNull().default('UPLOADED'),
    remarks: text('remarks').notNull().default(''),
    currentFileId: integer('current_file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Nulls not distinct: one profile document of a type per student, as before.
    unique('student_documents_student_type_application_uq')
      .on(t.studentId, t.type, t.applicationId)
      .nullsNotDistinct(),
    // The post-offer journey's documents of one application.
    index('student_documents_application_idx').on(t.applicationId),
    // The work queue's documents waiting for review, oldest first.
    index('student_documents_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** Every upload of a document, the current one included: earlier versions are kept. */
export const studentDocumentVersions = pgTable(
  'student_document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => studentDocuments.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    name: text('name').notNull(),
    // The verdict the document had while this version was current: a replaced version keeps it
    // (staff changes to the document are written onto its current version as well).
    status: text('status').notNull().default('UPLOADED'),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_document_versions_document_idx').on(t.documentId, t.id)],
);
