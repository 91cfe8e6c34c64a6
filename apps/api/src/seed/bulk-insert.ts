import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import type { TCourseRow } from './course-generator.ts';

type TColumn<T> = readonly [column: string, pgType: string, value: (row: T) => unknown];

/**
 * INSERT … SELECT FROM unnest($1::type[], $2::type[], …): one parameter per column however many rows,
 * which is far faster than a multi-row VALUES list (thousands of parameters) on both PGlite and pg.
 */
export async function insertByUnnest<T>(
  db: TDb,
  table: string,
  columns: readonly TColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([column]) => `"${column}"`).join(', ');
  // sql.param keeps each array one bound parameter (a bare array would be expanded into a list).
  const arrays: SQL[] = columns.map(
    ([, pgType, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(pgType)}[]`,
  );
  await db.execute(
    sql`INSERT INTO ${sql.raw(`"${table}"`)} (${sql.raw(names)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
  );
}

export const COURSE_COLUMNS: readonly TColumn<TCourseRow>[] = [
  ['university_id', 'int4', (r) => r.universityId],
  ['name', 'text', (r) => r.name],
  ['country', 'text', (r) => r.country],
  ['campus', 'text', (r) => r.campus],
  ['intake', 'text', (r) => r.intake],
  ['fees', 'int4', (r) => r.fees ?? null],
  ['duration', 'text', (r) => r.duration],
  ['link', 'text', (r) => r.link],
  ['overview', 'text', (r) => r.overview],
  ['entry_requirements', 'text', (r) => r.entryRequirements],
  ['level', 'text', (r) => r.level],
  ['category', 'text', (r) => r.category],
  ['study_mode', 'text', (r) => r.studyMode],
  ['ucas_code', 'text', (r) => r.ucasCode ?? null],
  ['search_text', 'text', (r) => r.searchText],
];
