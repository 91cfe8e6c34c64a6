import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { studentProfiles, users } from '../../db/schema/index.ts';
import type { TProgressDocument } from './progress.ts';
import { progressDocumentsOf, toProgressDocuments } from './progress-documents.ts';

export type TProfileRow = typeof studentProfiles.$inferSelect;
/** The columns a profile update may write (identity and photo are set elsewhere). */
export type TProfileChanges = Partial<Omit<TProfileRow, 'studentId' | 'photoKey' | 'updatedAt'>>;

export type TProfileRecord = {
  studentId: number;
  mobileNumber: string;
  name: string;
  referenceId: string;
  /** Null when the account has no profile row yet (staff, or accounts made before profiles). */
  profile: TProfileRow | null;
  /** The student's current documents (type and status): part of progressPercent. */
  documents: readonly TProgressDocument[];
};

/**
 * The columns of a profile record, for a query over `users` left-joined to `student_profiles` (see
 * profileRecordJoin): the dashboard reads them together with its own columns in one statement.
 */
export const profileRecordColumns = {
  studentId: users.id,
  mobileNumber: users.mobileNumber,
  name: users.name,
  referenceId: users.referenceId,
  profile: studentProfiles,
  documents: progressDocumentsOf(users.id),
};

/** The join profileRecordColumns read over: `.from(users).leftJoin(...profileRecordJoin)`. */
export const profileRecordJoin = [studentProfiles, eq(studentProfiles.studentId, users.id)] as const;

type TProfileRecordRow = Omit<TProfileRecord, 'documents'> & { documents: unknown };

export const toProfileRecord = (row: TProfileRecordRow): TProfileRecord => ({
  ...row,
  documents: toProgressDocuments(row.documents),
});

const profileRecordQuery = preparedPerDb((db) =>
  db
    .select(profileRecordColumns)
    .from(users)
    .leftJoin(...profileRecordJoin)
    .where(eq(users.id, sql.placeholder('studentId')))
    .prepare('profile_record'),
);

/** The account, its profile and its documents (one query), or undefined when the account does not exist. */
export async function findProfileRecord(db: TDb, studentId: number): Promise<TProfileRecord | undefined> {
  const [row] = await profileRecordQuery(db).execute({ studentId });
  return row && toProfileRecord(row);
}

/**
 * Writes the changed columns (creating the profile row if missing) and, when the full name
 * changes, the account name too, in one transaction so a failure changes nothing.
 */
export async function saveProfileChanges(
  db: TDb,
  studentId: number,
  changes: TProfileChanges,
  accountName: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { ...changes, updatedAt: new Date() };
    await tx
      .insert(studentProfiles)
      .values({ studentId, ...values })
      .onConflictDoUpdate({ target: studentProfiles.studentId, set: values });
    if (accountName !== undefined) {
      await tx.update(users).set({ name: accountName }).where(eq(users.id, studentId));
    }
  });
}

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
