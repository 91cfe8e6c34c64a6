import { QUEUE_LIST_MAX, type TStaffQueue } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { indiaNow } from '../counselling/index.ts';
import {
  listApplicationsWaiting,
  listCounselledNotPaid,
  listDocumentsToReview,
  listSessions,
} from './queue-repository.ts';

const DAY_MS = 86_400_000;

/** The calendar day after a YYYY-MM-DD (a calendar date: no time zone involved). */
export const nextIsoDate = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * GET /api/staff/queue: today's and tomorrow's sessions (India time, by the app clock), documents to
 * review, students counselled but not paid, and applications waiting on the consultancy. mine: only
 * the caller's assigned students, in all four lists.
 */
export async function getQueue(
  deps: { db: TDb; clock: { now: () => Date } },
  caller: TSessionUser,
  query: { mine?: boolean | undefined },
): Promise<TStaffQueue> {
  const counsellorId = query.mine ? caller.id : undefined;
  const today = indiaNow(deps.clock.now()).date;
  const { db } = deps;
  const [sessions, documentsToReview, counselledNotPaid, applicationsWaiting] = await Promise.all([
    listSessions(db, [today, nextIsoDate(today)], counsellorId),
    listDocumentsToReview(db, counsellorId, QUEUE_LIST_MAX),
    listCounselledNotPaid(db, counsellorId, QUEUE_LIST_MAX),
    listApplicationsWaiting(db, counsellorId, QUEUE_LIST_MAX),
  ]);
  return { sessions, documentsToReview, counselledNotPaid, applicationsWaiting };
}
