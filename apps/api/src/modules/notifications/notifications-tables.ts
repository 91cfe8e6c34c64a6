import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../students/students-tables.ts';

/**
 * One row per notification: the centre's list and the outbox of its delivery job (written in the same
 * transaction as the change that causes it). Kind and params, never text: the words are the contract's,
 * rendered when shown or sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    target: jsonb('target').notNull(),
    /** The same change never notifies twice (a retried request, a re-run job): unique per cause. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The centre, newest first, paged.
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id),
    // The bell's unread count: an index-only count of a person's unread rows.
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    // Deleting rows past NOTIFICATION_LIMITS.keepDays.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** What happened on each outside channel of a notification; a retried job skips what was SENT. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /** EMAIL, SMS or WHATSAPP. */
    channel: text('channel').notNull(),
    /** SENT, SKIPPED (off, no address, quiet) or FAILED (the last attempt's error kept). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.channel] })],
);

/** A person's choices; no row means the defaults of the contract. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** { [topic]: { EMAIL, SMS, WHATSAPP } } for the topics chosen; others take the defaults. */
  channels: jsonb('channels').notNull().default({}),
  quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(true),
  quietStart: text('quiet_start').notNull().default('21:00'),
  quietEnd: text('quiet_end').notNull().default('08:00'),
  /** The verified address emails go to. */
  email: text('email'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An address waiting for its code (one per person; a new request replaces it). */
export const emailVerifications = pgTable('email_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  /** Codes sent in the current hour window (EMAIL_VERIFICATION_POLICY.maxSendsPerHour). */
  sendsInWindow: integer('sends_in_window').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
