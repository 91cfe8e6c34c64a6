import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { notificationDeliveries, notifications } from './notifications-tables.ts';

export type TFailureDetail = { kind: string; failedChannels: string[] };

/**
 * The kind of each notification named and its channels whose last attempt failed: what the admin page
 * may say about a failed delivery job (never the params, the recipient or the address).
 */
export async function failureDetailsOf(
  db: TDb,
  ids: readonly string[],
): Promise<Map<string, TFailureDetail>> {
  if (ids.length === 0) return new Map();
  const [kinds, failed] = await Promise.all([
    db
      .select({ id: notifications.id, kind: notifications.kind })
      .from(notifications)
      .where(inArray(notifications.id, [...ids])),
    db
      .select({ id: notificationDeliveries.notificationId, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(
        and(
          inArray(notificationDeliveries.notificationId, [...ids]),
          eq(notificationDeliveries.status, 'FAILED'),
        ),
      )
      .orderBy(notificationDeliveries.channel),
  ]);
  return new Map(
    kinds.map(({ id, kind }) => [
      id,
      { kind, failedChannels: failed.filter((row) => row.id === id).map((row) => row.channel) },
    ]),
  );
}
