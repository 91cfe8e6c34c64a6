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
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_student_idx').on(t.studentId, t.id)],
);
