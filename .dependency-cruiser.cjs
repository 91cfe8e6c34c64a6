// The layering rules of the monorepo, checked by `npm run check` (npm run check:deps).
// Each rule's name and comment are what a violation prints. scripts/boundaries.test.ts runs every
// rule against a fixture that breaks it once (scripts/fixtures/boundaries/).

/** A forbidden kind of import: `from` files may not import `to` files. */
const forbid = (name, comment, from, to, extra = {}) => ({
  name,
  comment,
  severity: 'error',
  from,
  to,
  ...extra,
});

const MODULE_ENTRY = '^apps/api/src/modules/[^/]+/index[.]ts$';
/** A module's tables: modules/<module>/<module>-tables.ts declares the tables the module owns. */
const TABLES_FILE = '^apps/api/src/modules/[^/]+/[^/]+-tables[.]ts$';
/** Every table, gathered for drizzle-kit and the database client only. */
const SCHEMA_BARREL = '^apps/api/src/schema/index[.]ts$';
/** Files that may read other modules' tables: a module's tables (foreign keys) and its read models. */
const MAY_READ_OTHER_TABLES = '^apps/api/src/modules/[^/]+/[^/]+-(tables|read-model)[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'web-features-independent',
      'A web feature imports another feature. Features never import each other: combine them in a ' +
        'route module under apps/web/src/app/routes, or move what both need to components/ or lib/.',
      { path: '^apps/web/src/features/([^/]+)/' },
      { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    ),
    forbid(
      'web-shared-no-feature',
      'apps/web/src/components or apps/web/src/lib imports a feature. Shared code knows no feature: ' +
        'pass what it needs in as props or arguments.',
      { path: '^apps/web/src/(components|lib)/' },
      { path: '^apps/web/src/features/' },
    ),
    forbid(
      'contract-imports-only-zod',
      'packages/contract imports something other than zod or its own files. The contract is shared ' +
        'by web and API and holds schemas, constants and messages only: no React, Fastify, Drizzle or Node.',
      { path: '^packages/contract/src/' },
      { pathNot: ['^packages/contract/src/', '^zod$', '(^|/)node_modules/zod/'] },
    ),
    forbid(
      'api-module-public-entry',
      'An API module imports a file inside another module. Use what that module offers in its ' +
        'index.ts (add it there if it should be public); see apps/api/README.md.',
      { path: '^apps/api/src/modules/([^/]+)/' },
      // Tables files are judged by api-module-own-tables.
      {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', MODULE_ENTRY, TABLES_FILE],
      },
    ),
    forbid(
      'api-outside-enters-modules-by-index',
      'A file outside apps/api/src/modules (app.ts, cli/) imports a file inside a module. Import the ' +
        "module's index.ts instead (only src/schema/index.ts gathers the modules' tables files).",
      // The schema barrel re-exports every module's tables file for drizzle-kit and the db client.
      { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', SCHEMA_BARREL] },
      { path: '^apps/api/src/modules/[^/]+/', pathNot: MODULE_ENTRY },
    ),
    forbid(
      'api-no-module-cycles',
      'API modules import each other in a cycle. Move what both need into one of them (or into ' +
        'src/lib) so that the dependency runs one way.',
      { path: '^apps/api/src/modules/[^/]+' },
      { path: '^apps/api/src/modules/[^/]+', circular: true },
      { scope: 'folder' },
    ),
    forbid(
      'api-no-file-cycles',
      'API files import each other in a cycle. Break it so that the dependency runs one way.',
      { path: '^apps/api/src/' },
      { path: '^apps/api/src/', circular: true },
    ),
    forbid(
      'api-plugins-import-no-module',
      'A file in apps/api/src/plugins imports a module. Plugins sit below the modules: move what the ' +
        'plugin needs to src/lib.',
      { path: '^apps/api/src/plugins/' },
      { path: '^apps/api/src/modules/' },
    ),
    forbid(
      'api-lib-imports-no-module',
      'A file in apps/api/src/lib imports a module. lib holds what modules and plugins share and ' +
        'depends on no module.',
      { path: '^apps/api/src/lib/' },
      { path: '^apps/api/src/modules/' },
    ),
    forbid(
      'api-services-know-no-http',
      'A service imports fastify. Services take plain values (the session user, a TUpload); the ' +
        'route reads the request and the upload and passes them in.',
      { path: '^apps/api/src/modules/[^/]+/[^/]*-service[.]ts$' },
      {
        path: [
          '^(fastify|@fastify/.+|fastify-.+)$',
          '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/',
        ],
      },
    ),
    forbid(
      'api-module-own-tables',
      "An API module imports another module's tables (modules/<module>/<module>-tables.ts) or the " +
        'schema barrel (src/schema/index.ts). A module queries only its own tables: read or write ' +
        "another module's data through what that module's index.ts offers (add it there). Only a " +
        'tables file (for a foreign key) and a read model (<name>-read-model.ts: reads, never writes) ' +
        'may import another module\'s tables file; see apps/api/README.md, "Tables".',
      { path: '^apps/api/src/modules/([^/]+)/', pathNot: MAY_READ_OTHER_TABLES },
      { path: [TABLES_FILE, SCHEMA_BARREL], pathNot: '^apps/api/src/modules/$1/[^/]+-tables[.]ts$' },
    ),
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API, so dependency-cruiser parses with swc
    // (scripts/check-boundaries.mjs turns swc's JSX on for .tsx files).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|test-results)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
