import type { TDb } from '../../db/client.ts';
import { eventRegistrations } from './events-tables.ts';

/** One row per student and event, whatever the number of calls (the unique index settles races). */
export async function insertRegistration(db: TDb, studentId: number, eventId: number): Promise<void> {
  await db
    .insert(eventRegistrations)
    .values({ studentId, eventId })
    .onConflictDoNothing({ target: [eventRegistrations.studentId, eventRegistrations.eventId] });
}
