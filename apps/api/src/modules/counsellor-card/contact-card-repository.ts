import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { staffContactCards } from './counsellor-card-tables.ts';

export type TContactCardRow = typeof staffContactCards.$inferSelect;
export type TContactCardValues = Omit<TContactCardRow, 'staffId' | 'updatedAt'>;

export async function findContactCard(db: TDb, staffId: number): Promise<TContactCardRow | undefined> {
  const [row] = await db.select().from(staffContactCards).where(eq(staffContactCards.staffId, staffId));
  return row;
}

/** Locks the staff member's card row (if any) for the rest of the transaction: saves run one at a time. */
export async function lockContactCard(tx: TDb, staffId: number): Promise<TContactCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffContactCards)
    .where(eq(staffContactCards.staffId, staffId))
    .for('update');
  return row;
}

export async function saveContactCardRow(
  tx: TDb,
  staffId: number,
  values: TContactCardValues,
  now: Date,
): Promise<TContactCardRow> {
  const [row] = await tx
    .insert(staffContactCards)
    .values({ staffId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: staffContactCards.staffId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('the contact card was not saved');
  return row;
}
