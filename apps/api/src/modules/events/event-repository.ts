import type { TDb } from '../../db/client.ts';
import { eventFeedback, eventRegistrations } from './events-tables.ts';

/** One row per student and event, whatever the number of calls (the unique index settles races). */
export async function insertRegistration(db: TDb, studentId: number, eventId: number): Promise<void> {
  await db
    .insert(eventRegistrations)
    .values({ studentId, eventId })
    .onConflictDoNothing({ target: [eventRegistrations.studentId, eventRegistrations.eventId] });
}

/** The student's feedback on an event; false when they had already given it. */
export async function insertFeedback(
  db: TDb,
  studentId: number,
  eventId: number,
  feedback: { rating: number; comment: string },
): Promise<boolean> {
  const inserted = await db
    .insert(eventFeedback)
    .values({ studentId, eventId, rating: feedback.rating, comment: feedback.comment })
    .onConflictDoNothing({ target: [eventFeedback.studentId, eventFeedback.eventId] })
    .returning({ id: eventFeedback.id });
  return inserted.length > 0;
}
