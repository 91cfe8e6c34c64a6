import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The session columns of the users table, as the session platform (token service, session state)
 * reads them and sets sessions_valid_from when an account signs out everywhere. The students module
 * owns and declares the table; src/lib sits below the modules and may not import it, so it declares
 * only the columns it uses (a projection, never given to drizzle-kit). scripts/read-models.test.ts
 * checks that they match the owner's declaration.
 */
export const accountSessions = pgTable('users', {
  id: serial('id').primaryKey(),
  role: text('role').notNull().default('STUDENT'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
});
