import { type Placeholder, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { renameAccountStatement } from '../students/index.ts';
import { profileWriteQuery, type TProfileRecord, toProfileRecord } from './profile-record-read-model.ts';
import { profileUpsertStatement, type TProfileChanges } from './profile-repository.ts';

/**
 * The profile write as a statement prepared once per set of changed columns (and whether it renames the
 * account), per database handle: drizzle builds the statement's text and result mapping once, and
 * through node-postgres (PostgreSQL, and PGlite in its worker) the database parses and plans it once per
 * connection (a named statement). Building it per call cost ~1 ms of CPU per write, a third of
 * the write's CPU in a profile of bench:http's write case (drizzle's `is()` alone 10 %).
 * A client sends the profile page's sections, so a few shapes cover real traffic; past MAX_SHAPES
 * different ones (a client sending odd combinations) a write is built per call as before, so neither
 * this memory nor the database's prepared statements grow without bound.
 */
const MAX_SHAPES = 64;

type TPreparedWrite = ReturnType<ReturnType<typeof profileWriteQuery>['prepare']>;

/** Statement names by shape: the same shape is the same text on every handle, so the same name. */
const shapeNames = new Map<string, string>();
const preparedByDb = new WeakMap<TDb, Map<string, TPreparedWrite>>();

const bind = (name: string): Placeholder => sql.placeholder(`p_${name}`);

/** The write's values, or placeholders for them. */
type TWriteValues = {
  studentId: number | Placeholder;
  changes: TProfileChanges | Record<string, Placeholder>;
  updatedAt: Date | Placeholder;
};

/** The write's one statement, for values or for placeholders; `name` renames the account. */
const writeStatement = (db: TDb, values: TWriteValues, name: string | Placeholder | undefined) =>
  profileWriteQuery(
    db,
    values.studentId,
    profileUpsertStatement(db, values.studentId, values.changes, values.updatedAt),
    name === undefined ? undefined : renameAccountStatement(db, values.studentId, name),
  );

function preparedWrite(
  db: TDb,
  columns: readonly (keyof TProfileChanges)[],
  renames: boolean,
): TPreparedWrite | undefined {
  const shape = `${columns.join(',')}${renames ? '+name' : ''}`;
  let name = shapeNames.get(shape);
  if (name === undefined) {
    if (shapeNames.size >= MAX_SHAPES) return undefined;
    name = `profile_write_${shapeNames.size + 1}`;
    shapeNames.set(shape, name);
  }
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  let write = prepared.get(shape);
  if (!write) {
    const changes = Object.fromEntries(columns.map((column) => [column, bind(column)]));
    write = writeStatement(
      db,
      { studentId: bind('studentId'), changes, updatedAt: bind('updatedAt') },
      renames ? bind('name') : undefined,
    ).prepare(name);
    prepared.set(shape, write);
  }
  return write;
}

/**
 * Writes the changed columns (creating the profile row if missing) and, with `accountName`, renames the
 * account, then reads the record as they leave it: one statement (profileWriteQuery). Undefined when the
 * account does not exist.
 */
export async function writeProfile(
  db: TDb,
  studentId: number,
  changes: TProfileChanges,
  accountName: string | undefined,
): Promise<TProfileRecord | undefined> {
  const columns = (Object.keys(changes) as (keyof TProfileChanges)[]).sort();
  const updatedAt = new Date();
  const write = preparedWrite(db, columns, accountName !== undefined);
  if (!write) {
    const [row] = await writeStatement(db, { studentId, changes, updatedAt }, accountName);
    return row && toProfileRecord(row);
  }
  const values: Record<string, unknown> = { p_studentId: studentId, p_updatedAt: updatedAt };
  if (accountName !== undefined) values.p_name = accountName;
  for (const column of columns) values[`p_${column}`] = changes[column];
  const [row] = await write.execute(values);
  return row && toProfileRecord(row);
}
