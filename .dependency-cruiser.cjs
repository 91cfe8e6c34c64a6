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
        'route module under apps/web/src/app/routes (in the staff wing: a page module outside ' +
        'staff/features that staff/staff-screens.ts names), ' +
        'or move what both need to components/ or lib/ (staff/components/ or staff/lib/ in the console).',
      // The student app's features and the staff console's (staff/features/) alike, each among its own.
      { path: '^apps/web/src/((?:staff/)?features/)([^/]+)/' },
      { path: '^apps/web/src/$1', pathNot: '^apps/web/src/$1$2/' },
    ),
    forbid(
      'web-shared-no-feature',
      'apps/web/src/components or apps/web/src/lib imports a feature. Shared code knows no feature: ' +
        'pass what it needs in as props or arguments. (The same holds inside the staff wing: ' +
        'staff/components, staff/lib and staff/api know no staff/features.)',
      // $1 is '' for the student app, 'staff/' for the console's own shared code.
      { path: '^apps/web/src/((?:staff/)?)(?:components|lib|api)/' },
      { path: '^apps/web/src/$1features/' },
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
      'api-courses-listing-one-entry',
      'A file of the courses module outside listing/ imports a file inside it. The listing engine is ' +
        'entered only through modules/courses/listing/index.ts: export what you need there.',
      { path: '^apps/api/src/modules/courses/', pathNot: '^apps/api/src/modules/courses/listing/' },
      {
        path: '^apps/api/src/modules/courses/listing/',
        pathNot: '^apps/api/src/modules/courses/listing/index[.]ts$',
      },
    ),
    forbid(
      'web-student-app-no-staff-wing',
      'A file outside apps/web/src/staff imports the staff console wing. The student app knows no staff ' +
        'code: app/router.tsx is the one place that registers the console (it sends /staff/* to ' +
        'staff/staff-console.tsx); a widget both use belongs in components/, a helper in lib/.',
      { path: '^apps/web/src/', pathNot: ['^apps/web/src/staff/', '^apps/web/src/app/router[.]tsx$'] },
      { path: '^apps/web/src/staff/' },
    ),
    forbid(
      'web-staff-wing-no-student-feature',
      "The staff console wing imports a student feature. The console composes the student app's shared " +
        'widgets (components/) and calls (lib/api), never its features: move what both need there. ' +
        'Only a page module in staff/pages/ (listed in staff/staff-screens.ts) may compose one, as route ' +
        'modules do for the student app.',
      { path: '^apps/web/src/staff/', pathNot: '^apps/web/src/staff/pages/' },
      { path: '^apps/web/src/features/' },
    ),
    forbid(
      'web-components-ui-only',
      'apps/web/src/components imports a server call (lib/api, the api-client, a query or mutation hook). ' +
        'Shared components are UI only: take the data and the actions as props (or a hook passed in), and ' +
        'make the call in a feature or wire it in the route module under apps/web/src/app.',
      { path: '^apps/web/src/components/' },
      {
        path: [
          '^apps/web/src/lib/api/',
          '^apps/web/src/lib/api-client[.]ts$',
          '^apps/web/src/lib/student-profile-query[.]ts$',
          '^@tanstack/react-query$',
          '(^|/)node_modules/@tanstack/react-query/',
        ],
      },
    ),
    forbid(
      'web-no-cycles',
      'Web files import each other in a cycle. Move what both need (a type, a constant) into a file of ' +
        'its own that both import, so that the dependency runs one way.',
      { path: '^apps/web/src/' },
      { path: '^apps/web/src/', circular: true },
    ),
    forbid(
      'web-no-app-imports',
      'A feature, component or lib file imports apps/web/src/app. app/ is the top: it wires features ' +
        'together and imports them, never the other way. Move what is needed to lib/ or components/, or ' +
        'pass it in from the route module.',
      { path: '^apps/web/src/(staff/)?(features|components|lib|api)/' },
      { path: '^apps/web/src/app/' },
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
