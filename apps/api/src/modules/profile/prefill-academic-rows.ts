import { checkAcademicRows, type TAcademicEntryInput } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TStoredAcademicEntry } from './profile-tables.ts';
import { studentProfiles } from './profile-tables.ts';

const keyOf = (row: Pick<TStoredAcademicEntry, 'type' | 'universityName'>) =>
  row.type === 'LANGUAGE_PROFICIENCY' ? `${row.type}:${row.universityName.toUpperCase()}` : row.type;

/**
 * Adds the academic rows a student gave elsewhere (the registration form) to the profile, so it
 * does not start with "No other academic records yet". Only rows the profile lacks are added (a
 * degree type, or a language test's exam), and only rows the profile's own rules accept, so what
 * the student typed in the profile is never replaced and a later Save is not refused for them.
 */
export async function prefillAcademicRows(
  db: TDb,
  studentId: number,
  rows: readonly TAcademicEntryInput[],
  currentYear: number,
): Promise<void> {
  const { entries, issues } = checkAcademicRows(rows, currentYear);
  const refused = new Set(issues.map((issue) => issue.path[0]));
  const offered = entries.filter((_, index) => !refused.has(index));
  if (offered.length === 0) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ rows: studentProfiles.additionalDocuments })
      .from(studentProfiles)
      .where(eq(studentProfiles.studentId, studentId))
      .for('update');
    const current = row?.rows ?? [];
    const held = new Set(current.map(keyOf));
    const added = offered.filter((entry) => !held.has(keyOf(entry)));
    if (added.length === 0) return;
    const values = { additionalDocuments: [...current, ...added], updatedAt: new Date() };
    await tx
      .insert(studentProfiles)
      .values({ studentId, ...values })
      .onConflictDoUpdate({ target: studentProfiles.studentId, set: values });
  });
}
