import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Platform fee payments received offline and recorded by staff (§9: 4,956 rupees with GST). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    // Whole rupees.
    amount: integer('amount').notNull(),
    /** PAYMENT_MODES; rows recorded before modes existed are CASH. */
    mode: text('mode').notNull().default('CASH'),
    /** The UPI / bank / card / cheque reference staff typed; '' for cash. */
    reference: text('reference').notNull().default(''),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_student_idx').on(t.studentId)],
);

/** Every staff change: who, what, when, and the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorRole: text('actor_role').notNull(),
    /** The student the change is about; null for changes to staff accounts. */
    studentId: integer('student_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_student_idx').on(t.studentId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** Staff-only notes about a student (never shown to the student); a log: added, not edited. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_notes_student_idx').on(t.studentId, t.id)],
);
