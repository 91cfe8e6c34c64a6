import { and, eq, isNull, or, type Placeholder } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { studentProfiles } from './profile-tables.ts';

export type TProfileRow = typeof studentProfiles.$inferSelect;
/** The columns a profile update may write (identity and photo are set elsewhere). */
export type TProfileChanges = Partial<Omit<TProfileRow, 'studentId' | 'photoKey' | 'updatedAt'>>;

/** Each value given, or a placeholder for it (a statement prepared once, its values bound per call). */
type TOrPlaceholders<T> = { [Key in keyof T]: T[Key] | Placeholder };

/**
 * The write of the changed columns (creating the profile row if missing), returning the row, as a
 * statement not yet run: profile-write.ts runs it with the account's rename and the read of the record
 * as one statement (profileWriteQuery), so a failure changes nothing. Values may be placeholders: drizzle
 * binds one through its column's encoder, in `values` and in `set` alike (jsonb as JSON).
 */
export function profileUpsertStatement(
  db: TDb,
  studentId: number | Placeholder,
  changes: TOrPlaceholders<TProfileChanges>,
  updatedAt: Date | Placeholder,
) {
  const values = { ...changes, updatedAt };
  return db
    .insert(studentProfiles)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: studentProfiles.studentId, set: values as TProfileChanges })
    .returning();
}

export type TProfileUpsert = ReturnType<typeof profileUpsertStatement>;

export async function findPhotoKey(db: TDb, studentId: number): Promise<string | null> {
  const [row] = await db
    .select({ photoKey: studentProfiles.photoKey })
    .from(studentProfiles)
    .where(eq(studentProfiles.studentId, studentId));
  return row?.photoKey ?? null;
}

/**
 * Points the profile at a new photo and returns the key it replaced. The row is made to exist first,
 * so the row lock serialises two first-time uploads too and neither file is orphaned.
 */
export async function replacePhotoKey(db: TDb, studentId: number, photoKey: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx
      .insert(studentProfiles)
      .values({ studentId })
      .onConflictDoNothing({ target: studentProfiles.studentId });
    const [current] = await tx
      .select({ photoKey: studentProfiles.photoKey })
      .from(studentProfiles)
      .where(eq(studentProfiles.studentId, studentId))
      .for('update');
    await tx
      .update(studentProfiles)
      .set({ photoKey, updatedAt: new Date() })
      .where(eq(studentProfiles.studentId, studentId));
    return current?.photoKey ?? null;
  });
}

/**
 * The profile's full name, when the student has not written one yet (the registration form's name), as a
 * statement not yet run: a CTE of the caller's one-statement write.
 */
export const fullNameIfBlankStatement = (db: TDb, studentId: number, name: string) =>
  db
    .update(studentProfiles)
    .set({ fullName: name, updatedAt: new Date() })
    .where(
      and(
        eq(studentProfiles.studentId, studentId),
        or(isNull(studentProfiles.fullName), eq(studentProfiles.fullName, '')),
      ),
    )
    .returning({ studentId: studentProfiles.studentId });

/** The empty profile every new student gets, in the transaction that opens the account. */
export async function createEmptyProfile(db: TDb, studentId: number, phoneNumber: string): Promise<void> {
  await db.insert(studentProfiles).values({ studentId, phoneNumber });
}
