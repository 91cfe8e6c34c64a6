import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications-tables.ts';
import { users } from '../students/students-tables.ts';

const applicationKey = () =>
  integer('application_id')
    .primaryKey()
    .references(() => applications.id);
const changedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Where an application past the unconditional offer stands: the first stage not done and when its
 * step is due. Rewritten by every post-offer write in the same transaction; the board filters on it.
 * An application past the offer without a row is at DEPOSIT with nothing due (docs/decisions/0021).
 */
export const postOfferJourneys = pgTable(
  'post_offer_journeys',
  {
    applicationId: applicationKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    position: text('position').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    updatedAt: changedAt(),
  },
  (t) => [
    index('post_offer_journeys_position_due_idx').on(t.position, t.dueOn),
    index('post_offer_journeys_student_idx').on(t.studentId),
  ],
);

/**
 * The tuition deposit the offer asks for. The receipt is the student's TUITION_DEPOSIT_RECEIPT
 * document of the application; whether it is uploaded or refused is read from that document.
 */
export const tuitionDeposits = pgTable(
  'tuition_deposits',
  {
    applicationId: applicationKey(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    verified: boolean('verified').notNull().default(false),
    paidAmount: integer('paid_amount'),
    paidOn: date('paid_on', { mode: 'string' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    rejectionReason: text('rejection_reason').notNull().default(''),
    updatedAt: changedAt(),
  },
  // The board's "deposit due in 7 days": unverified deposits by due date.
  (t) => [index('tuition_deposits_verified_due_idx').on(t.verified, t.dueOn)],
);

/** Interviews of an application; a reschedule closes one and opens the next. */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    // The wall-clock time as entered (YYYY-MM-DDTHH:mm) in its IANA zone: shown as the university said it.
    startsAtLocal: text('starts_at_local').notNull(),
    timeZone: text('time_zone').notNull(),
    meetingLink: text('meeting_link').notNull().default(''),
    place: text('place').notNull().default(''),
    preparationNotes: text('preparation_notes').notNull().default(''),
    outcome: text('outcome').notNull().default('SCHEDULED'),
    outcomeNote: text('outcome_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.id),
    // The board's "interviews this week": scheduled interviews by time.
    index('interviews_outcome_starts_idx').on(t.outcome, t.startsAt),
  ],
);

/** The CAS / LOA / CoE … once the university issued it (no row: still awaited). */
export const enrolmentConfirmations = pgTable(
  'enrolment_confirmations',
  {
    applicationId: applicationKey(),
    reference: text('reference').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    updatedAt: changedAt(),
  },
  // The board's "CAS expiring in 30 days".
  (t) => [index('enrolment_confirmations_expires_idx').on(t.expiresOn)],
);

/** The visa: its checklist ticks, the funds calculator's inputs, the application and the decision. */
export const visaApplications = pgTable(
  'visa_applications',
  {
    applicationId: applicationKey(),
    // PREPARING, LODGED, GRANTED or REFUSED (no row: NOT_STARTED).
    status: text('status').notNull().default('PREPARING'),
    lodgedOn: date('lodged_on', { mode: 'string' }),
    reference: text('reference').notNull().default(''),
    biometricsOn: date('biometrics_on', { mode: 'string' }),
    decidedOn: date('decided_on', { mode: 'string' }),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    refusalReason: text('refusal_reason').notNull().default(''),
    nextSteps: text('next_steps').notNull().default(''),
    note: text('note').notNull().default(''),
    // Checklist keys of the destination rule the counsellor ticked.
    tickedKeys: jsonb('ticked_keys').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // The funds calculator's inputs; null until the counsellor enters them.
    funds: jsonb('funds').$type<{
      livingOptionKey: string;
      dependants: number;
      months: number | null;
      inrRate: string | null;
      inrRateOn: string | null;
      evidenceDocumentIds: number[];
    } | null>(),
    updatedAt: changedAt(),
  },
  // The board's "visa decision awaited".
  (t) => [index('visa_applications_status_idx').on(t.status)],
);

export type TPreDepartureItemState = { done: boolean; detail: string; date: string | null };

/** The student's pre-departure checklist and the counsellor's "complete". */
export const preDepartureChecklists = pgTable('pre_departure_checklists', {
  applicationId: applicationKey(),
  items: jsonb('items').$type<Record<string, TPreDepartureItemState>>().notNull().default(sql`'{}'::jsonb`),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  note: text('note').notNull().default(''),
  updatedAt: changedAt(),
});
