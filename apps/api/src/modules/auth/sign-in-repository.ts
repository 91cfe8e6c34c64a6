import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events, users } from '../../db/schema/index.ts';

export async function findEventIdByCode(db: TDb, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.code, code));
  return row?.id;
}

/** An event registration makes the student an event user (§6: dashboard instead of counselling). */
export async function markEventUser(db: TDb, userId: number, eventId: number): Promise<void> {
  await db.update(users).set({ isEvent: true, eventId }).where(eq(users.id, userId));
}
