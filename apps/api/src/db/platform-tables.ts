import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The tables of the platform, which no module owns: revoked session tokens (src/lib's token service
// and session state) and the rate-limit counters (plugins/rate-limit.ts, and the OTP and upload quotas
// of the auth and files modules, each under its own key prefix). Anything below the modules may use them.

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Request counters of the rate limits (per IP and route), shared by every instance on one database.
 * One row per key and window; expired rows are pruned as new windows start.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
