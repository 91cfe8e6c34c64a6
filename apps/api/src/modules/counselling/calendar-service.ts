import { COUNSELLING_MESSAGES, SESSION_CALENDAR } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { sessionCalendarFile, sessionUid } from '../../lib/session-calendar.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { findBookedOf } from './counselling-repository.ts';
import { sessionSeriesOf } from './session-series.ts';

/**
 * The student's booked session as an .ics download (PUBLISH: a file to import, not an invitation). Its
 * UID is the one the session's emails carry, so importing it and receiving them update one event; its
 * SEQUENCE is now, newer than any email sent before.
 */
export async function bookedSessionCalendar(
  deps: { db: TDb; clock: { now: () => Date }; publicUrl: string },
  user: TSessionUser,
): Promise<string> {
  if (user.role !== 'STUDENT') throw forbidden(COUNSELLING_MESSAGES.studentsOnly);
  const booked = await findBookedOf(deps.db, user.id);
  if (!booked) throw notFound(SESSION_CALENDAR.noBookedSession);
  const series = await sessionSeriesOf(deps.db, booked.id);
  return sessionCalendarFile({
    uid: sessionUid(user.id, series?.completedBefore ?? 0, deps.publicUrl),
    date: booked.date,
    time: booked.time,
    asOf: deps.clock.now(),
    method: 'PUBLISH',
    link: `${deps.publicUrl}${SESSION_CALENDAR.pagePath}`,
  });
}
