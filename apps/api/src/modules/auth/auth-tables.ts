import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull(),
    // HMAC of the code keyed by the server secret: a database leak does not reveal live codes.
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_created_idx').on(t.mobileNumber, t.createdAt)],
);
