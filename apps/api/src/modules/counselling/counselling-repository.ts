import type { TCounsellingBooking } from '@portal/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings } from './counselling-tables.ts';

type TBookingRow = typeof counsellingBookings.$inferSelect;

export function toBooking(row: TBookingRow): TCounsellingBooking {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    topics: row.topics,
    status: row.status as TCounsellingBooking['status'],
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const isBooked = eq(counsellingBookings.status, 'BOOKED');

/** Booked sessions per start time on a date. */
export async function countBookedByTime(db: TDb, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ time: counsellingBookings.time, booked: count() })
    .from(counsellingBookings)
    .where(and(eq(counsellingBookings.date, date), isBooked))
    .groupBy(counsellingBookings.time);
  return new Map(rows.map((row) => [row.time, Number(row.booked)]));
}

export async function countBookedAt(db: TDb, date: string, time: string): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(counsellingBookings)
    .where(and(eq(counsellingBookings.date, date), eq(counsellingBookings.time, time), isBooked));
  return Number(row?.booked ?? 0);
}

// Namespace of the advisory locks of counselling slots ('CSLT').
const SLOT_LOCK_CLASS = 0x43534c54;

/**
 * Serialises bookings of one slot until the transaction ends, so counting the booked seats and
 * taking one cannot interleave across connections. The key is exact (day number × 48 + half hour).
 */
export async function lockSlot(tx: TDb, date: string, time: string): Promise<void> {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const halfHour = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) / 30;
  const key = Math.floor(day * 48 + halfHour);
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}::int4, ${key}::int4)`);
}

/** The student's BOOKED session; `forUpdate` locks it until the transaction ends. */
export async function findBookedOf(
  db: TDb,
  studentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TCounsellingBooking | undefined> {
  const query = db
    .select()
    .from(counsellingBookings)
    .where(and(eq(counsellingBookings.studentId, studentId), isBooked));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row && toBooking(row);
}

/**
 * Inserts a BOOKED session unless the student already holds one: the partial unique index
 * counselling_bookings_one_booked_uq decides (ON CONFLICT DO NOTHING), so a race never raises.
 * Undefined when the student already had a booking.
 */
export async function insertBooking(
  db: TDb,
  booking: { studentId: number; date: string; time: string; topics: string[] },
): Promise<TCounsellingBooking | undefined> {
  const [row] = await db
    .insert(counsellingBookings)
    .values({ ...booking, status: 'BOOKED' })
    .onConflictDoNothing({ target: counsellingBookings.studentId, where: sql`status = 'BOOKED'` })
    .returning();
  return row && toBooking(row);
}

/** The student's most recent booking of any status. */
export async function findLatestBooking(db: TDb, studentId: number): Promise<TCounsellingBooking | null> {
  const [row] = await db
    .select()
    .from(counsellingBookings)
    .where(eq(counsellingBookings.studentId, studentId))
    .orderBy(desc(counsellingBookings.createdAt), desc(counsellingBookings.id))
    .limit(1);
  return row ? toBooking(row) : null;
}

/** BOOKED → CANCELLED; undefined when the student had nothing booked. */
export async function cancelBooked(db: TDb, studentId: number): Promise<TCounsellingBooking | undefined> {
  const [row] = await db
    .update(counsellingBookings)
    .set({ status: 'CANCELLED' })
    .where(and(eq(counsellingBookings.studentId, studentId), isBooked))
    .returning();
  return row && toBooking(row);
}

/** Marks the student's booked session completed, in one statement; undefined when none is booked. */
export async function completeBookedSession(
  db: TDb,
  studentId: number,
  completion: { completedAt: Date; note: string },
) {
  const [row] = await db
    .update(counsellingBookings)
    .set({ status: 'COMPLETED', completedAt: completion.completedAt, completionNote: completion.note })
    .where(and(eq(counsellingBookings.studentId, studentId), eq(counsellingBookings.status, 'BOOKED')))
    .returning();
  return row;
}

/** The note the counsellor left when completing this booking ('' for none; staff only). */
export async function findCompletionNote(db: TDb, bookingId: number): Promise<string> {
  const [row] = await db
    .select({ note: counsellingBookings.completionNote })
    .from(counsellingBookings)
    .where(eq(counsellingBookings.id, bookingId));
  return row?.note ?? '';
}

/** The student's completed sessions, as a subquery (a shortlist removal checks it in its own statement). */
export const completedSessionsOf = (db: TDb, studentId: number) =>
  db
    .select({ id: counsellingBookings.id })
    .from(counsellingBookings)
    .where(and(eq(counsellingBookings.studentId, studentId), eq(counsellingBookings.status, 'COMPLETED')));

export async function hasCompletedCounselling(db: TDb, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: counsellingBookings.id })
    .from(counsellingBookings)
    .where(and(eq(counsellingBookings.studentId, studentId), eq(counsellingBookings.status, 'COMPLETED')))
    .limit(1);
  return Boolean(row);
}

/** A booking by id with its student, whatever its status (a due reminder checks it is still on). */
export async function findBooking(db: TDb, bookingId: number): Promise<TBookingRow | undefined> {
  const [row] = await db.select().from(counsellingBookings).where(eq(counsellingBookings.id, bookingId));
  return row;
}
