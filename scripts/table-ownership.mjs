// Which API modules use another module's tables, and how: node scripts/table-ownership.mjs [--list]
// A use is a write when the statement holding it passes that table to .insert(), .update() or .delete()
// (its set, where and onConflict target included); any other use is a read. A tables file's use of
// another module's table is a foreign key, counted apart; a read model's own declaration of the columns
// it reads (a projection: pgTable('name', ...) outside a tables file) is a read of that table. Prints the
// number of (module, another module's table) pairs for reads and for writes, and how many of the read
// pairs sit only in declared read models (*-read-model.ts); --list names every pair with its files.
// Exits 1 when a foreign write is found.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = path.join(root, 'apps/api/src/modules');

/** The module that owns each table; `platform` tables (src/db/platform-tables.ts) belong to no module. */
const OWNER = {
  users: 'students',
  assignmentCursor: 'students',
  enrollments: 'students',
  onboardingDetails: 'onboarding',
  applications: 'applications',
  applicationDocuments: 'applications',
  conditionalDocuments: 'applications',
  extraApplicationGrants: 'applications',
  otpCodes: 'auth',
  revokedTokens: 'platform',
  rateLimitHits: 'platform',
  universities: 'courses',
  courses: 'courses',
  courseCellWords: 'courses',
  intakes: 'courses',
  events: 'courses',
  studentDocuments: 'documents',
  studentDocumentVersions: 'documents',
  storedFiles: 'files',
  shortlistEntries: 'shortlist',
  counsellingBookings: 'counselling',
  eventRegistrations: 'events',
  eventFeedback: 'events',
  studentProfiles: 'profile',
  payments: 'payments',
  auditLog: 'audit',
  staffNotes: 'staff',
};
const WRITES = new Set(['insert', 'update', 'delete']);
const isReadModel = (file) => /-read-model[.]ts$/.test(file);
const isTablesFile = (file) => /-tables[.]ts$/.test(file);

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /[.]tsx?$/.test(entry.name) ? [full] : [];
  });

/** Every child node of an swc node. */
function* children(node) {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (item && typeof item === 'object') yield item;
    if (value && typeof value === 'object' && !Array.isArray(value)) yield value;
  }
}

const isStatement = (node) =>
  typeof node.type === 'string' &&
  (node.type.endsWith('Statement') ||
    node.type === 'VariableDeclaration' ||
    node.type === 'ExportDeclaration');

/** The tables a statement writes: the first argument of .insert(), .update(), .delete(). */
function writtenBy(statement, tables) {
  const written = new Set();
  const visit = (node) => {
    if (node.type === 'CallExpression' && node.callee?.type === 'MemberExpression') {
      const method = node.callee.property;
      const target = node.arguments?.[0]?.expression;
      if (WRITES.has(method?.value) && target?.type === 'Identifier' && tables.has(target.value))
        written.add(tables.get(target.value));
    }
    for (const child of children(node)) visit(child);
  };
  visit(statement);
  return written;
}

const parse = (file) =>
  swc.parseSync(fs.readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') });

/** The tables a file declares: export const users = pgTable('users', ...) → ['users', 'users']. */
function declaredIn(program) {
  return program.body.flatMap((item) => {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return declaration.declarations.flatMap((declarator) => {
      const init = declarator.init;
      const sqlName = init?.callee?.value === 'pgTable' ? init.arguments?.[0]?.expression?.value : undefined;
      return declarator.id.value in OWNER && sqlName ? [[sqlName, declarator.id.value]] : [];
    });
  });
}

/** SQL name → table, from every tables file of the API (the modules' and the platform's). */
const declarations = new Map(
  sourceFiles(path.join(root, 'apps/api/src'))
    .filter((file) => isTablesFile(file) || /db[/]schema[/]/.test(file))
    .flatMap((file) => declaredIn(parse(file))),
);

// Once the tables live in their modules, the declarations must agree with OWNER.
for (const file of sourceFiles(MODULES).filter(isTablesFile)) {
  const module = path.relative(MODULES, file).split(path.sep)[0];
  for (const [, table] of declaredIn(parse(file)))
    if (OWNER[table] !== module)
      throw new Error(`${table} is declared in ${module}, OWNER says ${OWNER[table]}`);
}

/** The uses of tables in one file: [{ table, kind: 'read' | 'write' }]. */
function usesOf(file) {
  const program = parse(file);
  /** Local name → table name, for the tables this file imports. */
  const tables = new Map();
  for (const item of program.body) {
    if (item.type !== 'ImportDeclaration') continue;
    for (const specifier of item.specifiers) {
      const imported = specifier.imported?.value ?? specifier.local.value;
      if (specifier.type === 'ImportSpecifier' && imported in OWNER)
        tables.set(specifier.local.value, imported);
    }
  }
  const uses = [];
  const writes = new Map();
  const projected = (node) =>
    node.type === 'CallExpression' &&
    node.callee?.type === 'Identifier' &&
    node.callee.value === 'pgTable' &&
    node.arguments?.[0]?.expression?.type === 'StringLiteral'
      ? node.arguments[0].expression.value
      : undefined;
  const visit = (node, statement) => {
    if (node.type === 'ImportDeclaration') return;
    const here = isStatement(node) ? node : statement;
    if (here !== statement && !writes.has(here)) writes.set(here, writtenBy(here, tables));
    const sqlName = projected(node);
    if (sqlName !== undefined) {
      const declared = declarations.get(sqlName);
      if (declared !== undefined) uses.push({ table: declared, kind: 'read' });
    }
    if (node.type === 'Identifier' && tables.has(node.value)) {
      const table = tables.get(node.value);
      uses.push({ table, kind: writes.get(here)?.has(table) ? 'write' : 'read' });
    }
    for (const child of children(node)) {
      // A member's property name (x.users) is not the table.
      if (node.type === 'MemberExpression' && child === node.property) continue;
      if (node.type === 'KeyValueProperty' && child === node.key) continue;
      visit(child, here);
    }
  };
  visit(program, undefined);
  return uses;
}

const pairs = { read: new Map(), write: new Map(), 'foreign key': new Map() };
for (const file of sourceFiles(MODULES)) {
  const module = path.relative(MODULES, file).split(path.sep)[0];
  for (const use of usesOf(file)) {
    const { table } = use;
    const kind = isTablesFile(file) ? 'foreign key' : use.kind;
    const owner = OWNER[table];
    if (owner === module || owner === 'platform') continue;
    const key = `${module} → ${table} (${owner})`;
    const files = pairs[kind].get(key) ?? new Set();
    files.add(path.relative(root, file));
    pairs[kind].set(key, files);
  }
}

const inReadModels = [...pairs.read.values()].filter((files) => [...files].every(isReadModel)).length;
console.log(`foreign read pairs: ${pairs.read.size} (${inReadModels} only in read models)`);
console.log(`foreign write pairs: ${pairs.write.size}`);
console.log(`foreign keys to another module's table: ${pairs['foreign key'].size} (module, table) pairs`);
if (process.argv.includes('--list')) {
  for (const kind of Object.keys(pairs)) {
    for (const [key, files] of [...pairs[kind]].sort())
      console.log(`${kind} ${key}: ${[...files].join(', ')}`);
  }
}
process.exitCode = pairs.write.size > 0 ? 1 : 0;
