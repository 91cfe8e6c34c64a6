import { eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { renameAccountStatement } from '../students/index.ts';
import { users } from '../students/students-tables.ts';
import type { TProfileRow, TProfileUpsert } from './profile-repository.ts';
import { studentProfiles } from './profile-tables.ts';
import type { TProgressDocument } from './progress.ts';
import { progressDocumentsOf, toProgressDocuments } from './progress-documents-read-model.ts';

/**
 * A read model: the account (users, owned by students) with its profile and its documents' progress
 * (student_documents, owned by documents), read in one statement. It writes nothing of its own
 * (profileWriteQuery runs the writes it is given by their owners, with the read).
 */

type TAccountRename = ReturnType<typeof renameAccountStatement>;

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
 * A profile write (`saved`: the upsert of the student's profile row, returning it) and, when the full name
 * renames the account, `renamed` (the account's update, returning the name), run together with the read
 * of the record as they leave it: one statement of data-modifying CTEs, so one round trip and atomic
 * without BEGIN/COMMIT. The read sees the tables as they were before the statement (PostgreSQL runs the
 * CTEs and the query on one snapshot), so the profile and the name are taken from what the writes return.
 * Not yet run: `studentId` may be a placeholder, for a statement prepared once (profile-write.ts).
 */
export function profileWriteQuery(
  db: TDb,
  studentId: number | Placeholder,
  saved: TProfileUpsert,
  renamed: TAccountRename | undefined,
) {
  const profile = db.$with('saved_profile').as(saved);
  const account = renamed && db.$with('renamed_account').as(renamed);
  const profileFields = Object.fromEntries(
    Object.keys(getTableColumns(studentProfiles)).map((key) => [key, profile[key as keyof TProfileRow]]),
  ) as unknown as typeof studentProfiles._.columns;
  return db
    .with(profile, ...(account ? [account] : []))
    .select({
      ...profileRecordColumns,
      name: account ? sql<string>`(select ${account.name} from ${account})` : users.name,
      profile: profileFields,
    })
    .from(users)
    .innerJoin(profile, eq(profile.studentId, users.id))
    .where(eq(users.id, studentId));
}
