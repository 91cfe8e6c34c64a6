// The layering rules of the monorepo, checked by `npm run check` (npm run check:deps).
// Each rule's name and comment are what a violation prints. scripts/boundaries.test.ts runs every
// rule against a fixture that breaks it once (scripts/fixtures/boundaries/).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-features-independent',
      comment:
        'A web feature imports another feature. Features never import each other: combine them in a ' +
        'route module under apps/web/src/app/routes, or move what both need to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-no-feature',
      comment:
        'apps/web/src/components or apps/web/src/lib imports a feature. Shared code knows no feature: ' +
        'pass what it needs in as props or arguments.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'contract-imports-only-zod',
      comment:
        'packages/contract imports something other than zod or its own files. The contract is shared ' +
        'by web and API and holds schemas, constants and messages only: no React, Fastify, Drizzle or Node.',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: ['^packages/contract/src/', '^zod$', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'api-module-public-entry',
      comment:
        'An API module imports a file inside another module. Use what that module offers in its ' +
        'index.ts (add it there if it should be public); see apps/api/README.md.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-outside-enters-modules-by-index',
      comment:
        'A file outside apps/api/src/modules (app.ts, cli/) imports a file inside a module. Import the ' +
        "module's index.ts instead.",
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'api-no-module-cycles',
      comment:
        'API modules import each other in a cycle. Move what both need into one of them (or into ' +
        'src/lib) so that the dependency runs one way.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+' },
      to: { path: '^apps/api/src/modules/[^/]+', circular: true },
    },
    {
      name: 'api-no-file-cycles',
      comment: 'API files import each other in a cycle. Break it so that the dependency runs one way.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { path: '^apps/api/src/', circular: true },
    },
    {
      name: 'api-plugins-import-no-module',
      comment:
        'A file in apps/api/src/plugins imports a module. Plugins sit below the modules: move what the ' +
        'plugin needs to src/lib.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-lib-imports-no-module',
      comment:
        'A file in apps/api/src/lib imports a module. lib holds what modules and plugins share and ' +
        'depends on no module.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-services-know-no-http',
      comment:
        'A service imports fastify. Services take plain values (the session user, a TUpload); the ' +
        'route reads the request and the upload and passes them in.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/[^/]*-service[.]ts$' },
      to: {
        path: [
          '^(fastify|@fastify/.+|fastify-.+)$',
          '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/',
        ],
      },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API, so dependency-cruiser parses with swc.
    parser: 'swc',
    tsPreCompilationDeps: true,
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
