import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { storedFiles } from './files-tables.ts';

export type TStoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(
  db: TDb,
  values: Omit<typeof storedFiles.$inferInsert, 'id' | 'createdAt'>,
): Promise<number> {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  if (!row) throw new Error('stored file insert returned nothing');
  return row.id;
}

export async function findStoredFile(db: TDb, fileId: number): Promise<TStoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row;
}

/** Deletes a stored file's row; answers its storage key (to remove once the transaction commits). */
export async function deleteStoredFile(db: TDb, fileId: number): Promise<string | null> {
  const [row] = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ storageKey: storedFiles.storageKey });
  return row?.storageKey ?? null;
}
