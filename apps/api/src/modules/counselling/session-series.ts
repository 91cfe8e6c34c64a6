import { and, count, eq, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings } from './counselling-tables.ts';

/**
 * What a session's calendar event needs: whose booking it is and how many of their sessions were
 * completed before it, which names the calendar event (lib/session-calendar.ts, sessionUid). The
 * notifications module's emails get it through app.ts (it cannot import this module: counselling
 * notifies through it).
 */
export type TSessionSeries = { studentId: number; completedBefore: number };

export async function sessionSeriesOf(db: TDb, bookingId: number): Promise<TSessionSeries | undefined> {
  const [booking] = await db
    .select({ studentId: counsellingBookings.studentId })
    .from(counsellingBookings)
    .where(eq(counsellingBookings.id, bookingId));
  if (!booking) return undefined;
  const [completed] = await db
    .select({ value: count() })
    .from(counsellingBookings)
    .where(
      and(
        eq(counsellingBookings.studentId, booking.studentId),
        eq(counsellingBookings.status, 'COMPLETED'),
        lt(counsellingBookings.id, bookingId),
      ),
    );
  return { studentId: booking.studentId, completedBefore: completed?.value ?? 0 };
}
