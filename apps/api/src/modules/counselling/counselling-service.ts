import {
  COUNSELLING_MESSAGES,
  COUNSELLING_SCHEDULE,
  COUNSELLING_TOPICS,
  counsellingSlotTimes,
  isCounsellingDay,
  type TCounsellingBookBody,
  type TCounsellingBooking,
  type TCounsellingRescheduleBody,
  type TCounsellingSlot,
  type TCounsellingTopic,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { refreshStudentStage } from '../students/index.ts';
import { daysBetween, indiaNow, isPastSlot } from './counselling-calendar.ts';
import {
  cancelBooked,
  countBookedAt,
  countBookedByTime,
  findBookedOf,
  findLatestBooking,
  insertBooking,
  lockSlot,
} from './counselling-repository.ts';
import { noticeSessionChange, type TSessionNoticeDeps } from './session-notices.ts';

const { slotCapacity, maxDaysAhead } = COUNSELLING_SCHEDULE;

export type TCounsellingDeps = { db: TDb; clock: { now: () => Date } };
/** What a change of a booking needs: it notifies and moves the reminders in its own transaction. */
export type TBookingDeps = TCounsellingDeps & TSessionNoticeDeps;

function assertStudent(user: TSessionUser): void {
  if (user.role !== 'STUDENT') throw forbidden(COUNSELLING_MESSAGES.studentsOnly);
}

export function listTopics(): TCounsellingTopic[] {
  return COUNSELLING_TOPICS.map(({ id, name }) => ({ id, name }));
}

/**
 * The open slots of a date: none on closed days or dates already gone, none that have started,
 * each unavailable once `slotCapacity` sessions are booked in it.
 */
export async function listSlots({ db, clock }: TCounsellingDeps, date: string): Promise<TCounsellingSlot[]> {
  const now = indiaNow(clock.now());
  const daysAhead = daysBetween(now.date, date);
  if (daysAhead > maxDaysAhead) throw badRequest(COUNSELLING_MESSAGES.tooFarAhead);
  if (daysAhead < 0 || !isCounsellingDay(date)) return [];
  const booked = await countBookedByTime(db, date);
  return counsellingSlotTimes()
    .filter((time) => !isPastSlot({ date, time }, now))
    .map((time) => ({ time, available: (booked.get(time) ?? 0) < slotCapacity }));
}

/** 400 for something that is not a session start, 409 for a start that has passed. */
function assertBookableSlot(clock: TCounsellingDeps['clock'], date: string, time: string): void {
  if (!counsellingSlotTimes().includes(time)) throw badRequest(COUNSELLING_MESSAGES.notASlot);
  if (!isCounsellingDay(date)) throw badRequest(COUNSELLING_MESSAGES.closedDay);
  const now = indiaNow(clock.now());
  if (daysBetween(now.date, date) > maxDaysAhead) throw badRequest(COUNSELLING_MESSAGES.tooFarAhead);
  if (isPastSlot({ date, time }, now)) throw conflict(COUNSELLING_MESSAGES.slotPast);
}

/**
 * POST /api/counselling/book. One BOOKED session per student; seats of a slot are counted and
 * taken under a per-slot lock, so racing students never overfill it.
 */
export async function bookSession(
  deps: TBookingDeps,
  user: TSessionUser,
  body: TCounsellingBookBody,
): Promise<TCounsellingBooking> {
  assertStudent(user);
  const { db, clock } = deps;
  const { date, time, topics } = body;
  assertBookableSlot(clock, date, time);
  if (await findBookedOf(db, user.id)) throw conflict(COUNSELLING_MESSAGES.alreadyBooked);
  return db.transaction(async (tx) => {
    await lockSlot(tx, date, time);
    if ((await countBookedAt(tx, date, time)) >= slotCapacity) {
      throw conflict(COUNSELLING_MESSAGES.slotTaken);
    }
    const booking = await insertBooking(tx, { studentId: user.id, date, time, topics });
    if (!booking) throw conflict(COUNSELLING_MESSAGES.alreadyBooked);
    await refreshStudentStage(tx, user.id);
    await noticeSessionChange(deps, tx, { studentId: user.id, kind: 'BOOKED', booking });
    return booking;
  });
}

/**
 * PUT /api/counselling/booking: moves the student's BOOKED session to another slot in one
 * transaction. The new slot is locked and counted as for a booking; only once a seat there is sure
 * is the old session CANCELLED and a new BOOKED one inserted (history kept, see docs/counselling.md).
 * A full slot leaves the old booking untouched.
 */
export async function rescheduleSession(
  deps: TBookingDeps,
  user: TSessionUser,
  body: TCounsellingRescheduleBody,
): Promise<TCounsellingBooking> {
  assertStudent(user);
  const { db, clock } = deps;
  const { date, time, topics } = body;
  assertBookableSlot(clock, date, time);
  return db.transaction(async (tx) => {
    await lockSlot(tx, date, time);
    const current = await findBookedOf(tx, user.id, { forUpdate: true });
    if (!current) throw notFound(COUNSELLING_MESSAGES.nothingToReschedule);
    if (current.date === date && current.time === time) throw conflict(COUNSELLING_MESSAGES.sameSlot);
    if ((await countBookedAt(tx, date, time)) >= slotCapacity) {
      throw conflict(COUNSELLING_MESSAGES.slotTaken);
    }
    await cancelBooked(tx, user.id);
    const booking = await insertBooking(tx, { studentId: user.id, date, time, topics });
    if (!booking) throw new Error('the cancelled booking still blocked the new one');
    await refreshStudentStage(tx, user.id);
    await noticeSessionChange(deps, tx, {
      studentId: user.id,
      kind: 'RESCHEDULED',
      booking,
      replaced: current,
    });
    return booking;
  });
}

export async function getLatestBooking(db: TDb, user: TSessionUser): Promise<TCounsellingBooking | null> {
  assertStudent(user);
  return findLatestBooking(db, user.id);
}

export async function cancelBooking(deps: TBookingDeps, user: TSessionUser): Promise<TCounsellingBooking> {
  assertStudent(user);
  return deps.db.transaction(async (tx) => {
    const cancelled = await cancelBooked(tx, user.id);
    if (!cancelled) throw notFound(COUNSELLING_MESSAGES.nothingToCancel);
    await refreshStudentStage(tx, user.id);
    await noticeSessionChange(deps, tx, { studentId: user.id, kind: 'CANCELLED', booking: cancelled });
    return cancelled;
  });
}
