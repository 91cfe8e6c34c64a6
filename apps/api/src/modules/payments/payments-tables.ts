import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../students/students-tables.ts';

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
