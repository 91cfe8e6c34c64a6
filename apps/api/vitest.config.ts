import { defineConfig } from 'vitest/config';

/** Files that replace a module (vi.mock) need a module graph of their own. */
const MOCKING = [
  'test/staff/audit-atomicity.test.ts',
  'test/staff-accounts/audit-atomicity.test.ts',
  'test/post-offer/audit-atomicity.test.ts',
];
/**
 * Files that judge a process's latency under load: they run last and alone, so what they measure is
 * the portal, not another test file sharing the two cores.
 */
const ALONE = ['test/platform/health-under-flood.test.ts'];

/** What every project shares; the global setup is the root's alone, so the template is made once. */
const shared = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    // Two cores: each worker holds one database; more workers only contend.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: [...MOCKING, ...ALONE],
          // The app's module graph takes ~3 s to import: a worker imports it once, not once per file
          // (this halved the suite's time). No state is shared: every file builds its own app on its
          // own database (test/helpers/test-app.ts).
          isolate: false,
        },
      },
      { test: { ...shared, name: 'api-mocking', include: MOCKING } },
      { test: { ...shared, name: 'api-alone', include: ALONE, sequence: { groupOrder: 1 } } },
    ],
  },
});
