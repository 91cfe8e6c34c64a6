import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

// Read models (apps/api/src/modules/<module>/<name>-read-model.ts) may read other modules' tables
// (rule api-module-own-tables lets them import those tables files) but never write. A dependency rule
// cannot see calls, so this test reads them. It also checks the projections: the few places that
// declare some columns of another module's table instead of importing it (where the import would make
// a module cycle, or src/lib would import a module) must match the owner's declaration.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_SOURCE = 'apps/api/src';

const sourceFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full);
        return entry.name.endsWith('.ts') ? [full] : [];
      })
    : [];

/** A write: drizzle's insert/update/delete, or the SQL verbs in a template. */
const WRITE = /\.(insert|update|delete)\(|\b(insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i;

/** The read models under `base` that write, as paths relative to it. */
function writingReadModels(base: string): string[] {
  return sourceFiles(path.join(base, API_SOURCE, 'modules'))
    .filter((file) => file.endsWith('-read-model.ts'))
    .filter((file) => WRITE.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(base, file));
}

describe('read models never write', () => {
  it('reports the read model of the fixture tree that writes, and only it', () => {
    const fixture = path.join(root, 'scripts/fixtures/read-models');
    expect(writingReadModels(fixture)).toEqual(['apps/api/src/modules/alpha/alpha-read-model.ts']);
  });

  it('finds read models in the API', () => {
    const readModels = sourceFiles(path.join(root, API_SOURCE, 'modules')).filter((file) =>
      file.endsWith('-read-model.ts'),
    );
    expect(readModels.length).toBeGreaterThan(0);
  });

  it('finds none that writes in the API', () => {
    expect(writingReadModels(root)).toEqual([]);
  });
});

/** The files that declare tables without owning them: pgTable( outside the tables files. */
const projectionFiles = () =>
  sourceFiles(path.join(root, API_SOURCE))
    .filter((file) => !/-tables[.]ts$/.test(file))
    .filter((file) => fs.readFileSync(file, 'utf8').includes('pgTable('));

const tablesOf = (exports: Record<string, unknown>) =>
  Object.values(exports).filter((value): value is PgTable => is(value, PgTable));

const describeColumns = (table: PgTable) =>
  new Map(
    getTableConfig(table).columns.map((column) => [
      column.name,
      { type: column.getSQLType(), notNull: column.notNull },
    ]),
  );

describe('projections of another module’s table', () => {
  it('declare only columns the owner declares, with the same type and nullability', async () => {
    const owners = new Map(
      tablesOf(await import('../apps/api/src/schema/index.ts')).map((table) => [
        getTableConfig(table).name,
        describeColumns(table),
      ]),
    );
    const files = projectionFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const projections = tablesOf(await import(file));
      // Exported, so that this test sees them.
      expect(projections.length, path.relative(root, file)).toBeGreaterThan(0);
      for (const projection of projections) {
        const name = getTableConfig(projection).name;
        const owner = owners.get(name);
        expect(owner, `${path.relative(root, file)}: table ${name}`).toBeDefined();
        for (const [column, shape] of describeColumns(projection))
          expect(owner?.get(column), `${path.relative(root, file)}: ${name}.${column}`).toEqual(shape);
      }
    }
  });
});
