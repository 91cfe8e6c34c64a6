import type { TEvent } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { events } from './courses-tables.ts';

/**
 * The event days of the catalogue (seeded like intakes), looked up by their code. Only expos are found
 * by code: a pre-departure event is never a sign-in or registration code.
 */
const expoWithCode = (code: string) => and(eq(events.code, code), eq(events.kind, 'EXPO'));

type TEventRow = typeof events.$inferSelect;

export type TStoredEvent = { code: string; event: TEvent };

function toEvent(row: TEventRow): TEvent {
  return {
    id: row.id,
    city: row.city,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    remarks: row.remarks,
    address: row.address,
    locationLink: row.locationLink,
    countryCount: row.countryCount,
    universityCount: row.universityCount,
  };
}

/** Codes are stored in upper case (as /otp/verify?event= looks them up); pass an upper-cased code. */
export async function findEventByCode(db: TDb, code: string): Promise<TStoredEvent | undefined> {
  const [row] = await db.select().from(events).where(expoWithCode(code));
  return row && { code: row.code, event: toEvent(row) };
}

export async function findEventIdByCode(db: TDb, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: events.id }).from(events).where(expoWithCode(code));
  return row?.id;
}
