import { defineConfig } from 'vitest/config';

/** The repository's own tooling tests (import boundaries, spec references): `npm run test:tools`. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
