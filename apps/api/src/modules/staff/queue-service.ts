import {
  QUEUE_LIST_MAX,
  QUEUE_SESSION_DAYS,
  type TStaffQueue,
  type TStaffQueueQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { indiaNow } from '../counselling/index.ts';
import {
  hasAnyoneBeenCounselled,
  listApplicationsWaiting,
  listCounselledNotPaid,
  listDocumentsToReview,
  listSessions,
  listUnansweredMessages,
} from './queue-read-model.ts';

const DAY_MS = 86_400_000;

/** The calendar day after a YYYY-MM-DD (a calendar date: no time zone involved). */
export const nextIsoDate = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The India dates whose sessions the queue lists: sessionDate alone, or today and the six days after. */
export function sessionDatesOf(today: string, sessionDate: string | undefined): string[] {
  if (sessionDate) return [sessionDate];
  const dates = [today];
  while (dates.length < QUEUE_SESSION_DAYS) dates.push(nextIsoDate(dates[dates.length - 1] as string));
  return dates;
}

/**
 * GET /api/staff/queue: the week ahead's sessions (India time, by the app clock) or one date's,
 * documents to review, students counselled but not paid, applications waiting on the consultancy, and
 * threads waiting for a reply. mine: only the caller's assigned students, in every list.
 */
export async function getQueue(
  deps: { db: TDb; clock: { now: () => Date } },
  caller: TSessionUser,
  query: TStaffQueueQuery,
): Promise<TStaffQueue> {
  const counsellorId = query.mine ? caller.id : undefined;
  const today = indiaNow(deps.clock.now()).date;
  const { db } = deps;
  const [sessions, documentsToReview, counselledNotPaid, applicationsWaiting, unansweredMessages] =
    await Promise.all([
      listSessions(db, sessionDatesOf(today, query.sessionDate), counsellorId),
      listDocumentsToReview(db, counsellorId, QUEUE_LIST_MAX),
      listCounselledNotPaid(db, counsellorId, QUEUE_LIST_MAX),
      listApplicationsWaiting(db, counsellorId, QUEUE_LIST_MAX),
      listUnansweredMessages(db, counsellorId, QUEUE_LIST_MAX),
    ]);
  // Someone unpaid was counselled; otherwise one look for any held session (stops at the first).
  const isAnyoneCounselled = counselledNotPaid.total > 0 || (await hasAnyoneBeenCounselled(db, counsellorId));
  return {
    sessions,
    documentsToReview,
    counselledNotPaid,
    applicationsWaiting,
    unansweredMessages,
    isAnyoneCounselled,
  };
}
