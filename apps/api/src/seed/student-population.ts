import { counsellingSlotTimes, isCounsellingDay, toIsoDate } from '@portal/contract';
import { inArray, sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '../db/client.ts';
import { courses, users } from '../schema/index.ts';
import { insertByUnnest } from './bulk-insert.ts';
import { seedIfEmpty } from './index.ts';
import { generateStudent, type TGeneratedStudent, type TStudentSeedContext } from './student-generator.ts';
import { GIVEN_NAMES, SURNAMES } from './student-names.ts';

const BATCH_SIZE = 5000;
const SEEDED_COUNSELLORS = 12;
const DAY_MS = 86_400_000;

/** The seeded counsellors' numbers: 60000000NN (the generated students' numbers start with 7-9). */
export const seededCounsellorMobile = (i: number) => `60000000${String(i).padStart(2, '0')}`;

type TStudentBatch = { student: TGeneratedStudent; id: number }[];
type TRows<T> = readonly (readonly [string, string, (row: T) => unknown])[];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Counsellors the generated students are assigned to (made once; their ids are read back). */
async function ensureCounsellors(db: TDb): Promise<number[]> {
  const mobiles = Array.from({ length: SEEDED_COUNSELLORS }, (_, i) => seededCounsellorMobile(i + 1));
  await db
    .insert(users)
    .values(
      mobiles.map((mobileNumber, i) => ({
        mobileNumber,
        name: `${GIVEN_NAMES[(i * 17 + 5) % GIVEN_NAMES.length]} ${SURNAMES[(i * 13 + 3) % SURNAMES.length]}`,
        role: 'COUNSELLOR',
        referenceId: `ST-SEED-${String(i + 1).padStart(2, '0')}`,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.mobileNumber, mobiles));
  const ids = rows.filter((row) => row.role !== 'STUDENT').map((row) => row.id);
  if (ids.length === 0) throw new Error('the seeded counsellors could not be stored');
  return ids.sort((a, b) => a - b);
}

/** Open slots of the booked sessions: three days back (held, not yet marked) to a month ahead. */
function bookingSlotsAround(now: Date): { date: string; time: string }[] {
  const slots: { date: string; time: string }[] = [];
  for (let day = -3; day <= 30; day++) {
    const date = toIsoDate(new Date(now.getTime() + day * DAY_MS));
    if (isCounsellingDay(date)) for (const time of counsellingSlotTimes()) slots.push({ date, time });
  }
  return slots;
}

const USER_ROWS: TRows<TGeneratedStudent> = [
  ['mobile_number', 'text', (s) => s.mobileNumber],
  ['name', 'text', (s) => s.name],
  ['reference_id', 'text', (s) => s.referenceId],
  ['created_at', 'timestamptz', (s) => iso(s.createdAt)],
  ['assigned_counsellor_id', 'int4', (s) => s.assignedCounsellorId],
  ['stage', 'text', (s) => s.stage],
  ['last_activity_at', 'timestamptz', (s) => iso(s.lastActivityAt)],
];

/** The students of one batch that were new (numbers already present are skipped), with their ids. */
async function insertStudents(db: TDb, students: readonly TGeneratedStudent[]): Promise<TStudentBatch> {
  const names = USER_ROWS.map(([column]) => column).join(', ');
  const arrays = USER_ROWS.map(
    ([, type, value]) => sql`${sql.param(students.map(value))}::${sql.raw(type)}[]`,
  );
  const result = await db.execute(sql`
    INSERT INTO users (role, ${sql.raw(names)})
    SELECT 'STUDENT', * FROM unnest(${sql.join(arrays, sql`, `)})
    ON CONFLICT DO NOTHING
    RETURNING id, mobile_number`);
  const rows = (result as unknown as { rows: { id: number; mobile_number: string }[] }).rows;
  const idOf = new Map(rows.map((row) => [row.mobile_number, Number(row.id)]));
  return students.flatMap((student) => {
    const id = idOf.get(student.mobileNumber);
    return id === undefined ? [] : [{ student, id }];
  });
}

type TOwned<T> = T & { studentId: number };
const ownedBy = <T>(batch: TStudentBatch, pick: (s: TGeneratedStudent) => T[]): TOwned<T>[] =>
  batch.flatMap(({ student, id }) => pick(student).map((item) => ({ ...item, studentId: id })));

const ACCOUNT_ROWS: TRows<TStudentBatch[number]> = [
  ['student_id', 'int4', (r) => r.id],
  ['created_at', 'timestamptz', (r) => iso(r.student.createdAt)],
];
const PROFILE_ROWS: TRows<TStudentBatch[number]> = [
  ['student_id', 'int4', (r) => r.id],
  ['full_name', 'text', (r) => r.student.name || null],
  ['phone_number', 'text', (r) => r.student.mobileNumber],
  ['updated_at', 'timestamptz', (r) => iso(r.student.createdAt)],
];
const ONBOARDING_ROWS: TRows<TStudentBatch[number]> = [
  ['student_id', 'int4', (r) => r.id],
  ['updated_at', 'timestamptz', (r) => iso(r.student.createdAt)],
];
type TBookingRow = TOwned<TGeneratedStudent['bookings'][number]>;
const BOOKING_ROWS: TRows<TBookingRow> = [
  ['student_id', 'int4', (r) => r.studentId],
  ['date', 'text', (r) => r.date],
  ['time', 'text', (r) => r.time],
  ['topics', 'jsonb', (r) => JSON.stringify(r.topics)],
  ['status', 'text', (r) => r.status],
  ['created_at', 'timestamptz', (r) => iso(r.createdAt)],
  ['completed_at', 'timestamptz', (r) => iso(r.completedAt)],
];
type TPaymentRow = TOwned<TGeneratedStudent['payments'][number]>;
const PAYMENT_ROWS: TRows<TPaymentRow> = [
  ['student_id', 'int4', (r) => r.studentId],
  ['amount', 'int4', (r) => r.amount],
  ['mode', 'text', (r) => r.mode],
  ['reference', 'text', (r) => r.reference],
  ['recorded_by', 'int4', (r) => r.recordedBy],
  ['created_at', 'timestamptz', (r) => iso(r.createdAt)],
];
type TApplicationRow = TOwned<TGeneratedStudent['applications'][number]>;
const SHORTLIST_ROWS: TRows<TApplicationRow> = [
  ['student_id', 'int4', (r) => r.studentId],
  ['course_id', 'int4', (r) => r.courseId],
  // An opted-out application gives its entry back to the student's own choice.
  ['status', 'text', (r) => (r.status === 'WITHDRAWN' ? 'STUDENT_CHOICE' : 'APPLIED')],
  ['created_by', 'int4', (r) => r.studentId],
  ['created_by_role', 'text', () => 'STUDENT'],
  ['created_at', 'timestamptz', (r) => iso(new Date(r.createdAt.getTime() - DAY_MS))],
];
const APPLICATION_ROWS: TRows<TApplicationRow> = [
  ['student_id', 'int4', (r) => r.studentId],
  ['course_id', 'int4', (r) => r.courseId],
  ['status', 'text', (r) => r.status],
  ['shortlist_status_at_apply', 'text', () => 'STUDENT_CHOICE'],
  ['created_at', 'timestamptz', (r) => iso(r.createdAt)],
  ['updated_at', 'timestamptz', (r) => iso(r.updatedAt)],
];

async function insertJourneys(db: TDb, batch: TStudentBatch): Promise<void> {
  if (batch.length === 0) return;
  await insertByUnnest(db, 'enrollments', ACCOUNT_ROWS, batch);
  await insertByUnnest(db, 'student_profiles', PROFILE_ROWS, batch);
  await insertByUnnest(db, 'onboarding_details', ONBOARDING_ROWS, batch);
  await insertByUnnest(
    db,
    'counselling_bookings',
    BOOKING_ROWS,
    ownedBy(batch, (s) => s.bookings),
  );
  await insertByUnnest(
    db,
    'payments',
    PAYMENT_ROWS,
    ownedBy(batch, (s) => s.payments),
  );
  const applied = ownedBy(batch, (s) => s.applications);
  await insertByUnnest(db, 'shortlist_entries', SHORTLIST_ROWS, applied);
  await insertByUnnest(db, 'applications', APPLICATION_ROWS, applied);
  const ids = sql`${sql.param(batch.map((row) => row.id))}::int4[]`;
  for (const table of ['shortlist_entries', 'applications']) {
    await db.execute(sql`
      UPDATE ${sql.raw(table)} AS t SET enrollment_id = e.id FROM enrollments e
      WHERE e.student_id = t.student_id AND t.student_id = ANY(${ids})`);
  }
}

/**
 * Makes sure students number 0..target-1 of the deterministic population exist, with their journeys
 * (sessions, payments, shortlist entries, applications), stage and last activity, assigned to a
 * dozen seeded counsellors; then refreshes planner statistics. Numbers already present are skipped,
 * so running it again adds nothing. Needs the catalogue (seeded first if empty).
 */
export async function growStudents(
  database: TDatabase,
  target: number,
  onProgress: (done: number, added: number) => void = () => {},
  now = new Date(),
): Promise<{ added: number }> {
  await seedIfEmpty(database);
  const db = database.db;
  const courseRows = await db.select({ id: courses.id }).from(courses).orderBy(courses.id).limit(600);
  const context: TStudentSeedContext = {
    now,
    courseIds: courseRows.map((row) => row.id),
    counsellorIds: await ensureCounsellors(db),
    bookingSlots: bookingSlotsAround(now),
  };
  let added = 0;
  for (let start = 0; start < target; start += BATCH_SIZE) {
    const end = Math.min(target, start + BATCH_SIZE);
    const students: TGeneratedStudent[] = [];
    for (let i = start; i < end; i++) students.push(generateStudent(i, context));
    await db.transaction(async (tx) => {
      const batch = await insertStudents(tx, students);
      await insertJourneys(tx, batch);
      added += batch.length;
    });
    onProgress(end, added);
  }
  // VACUUM (outside any transaction) marks pages all-visible, so counts can use index-only scans.
  for (const table of ['users', 'counselling_bookings', 'payments', 'applications', 'shortlist_entries'])
    await database.query(`VACUUM ANALYZE ${table}`);
  return { added };
}
