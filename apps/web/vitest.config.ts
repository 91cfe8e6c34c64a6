import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Files that need a module graph of their own: one replaces a module (vi.mock); two assert what shows
 * while a lazy chunk is still loading, which a worker that has loaded it for an earlier file skips.
 */
const OWN_MODULES = [
  'src/components/documents/document-preview-modal.test.tsx',
  'src/features/courses/components/courses-preferences.test.tsx',
  'src/features/profile/photo/profile-photo-views.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // A whole form typed key by key in jsdom takes 1–2 s alone; CI's shared 2-core machine has
    // stretched one past vitest's 5 s default, so allow for the noise.
    testTimeout: 20_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
          exclude: OWN_MODULES,
          // jsdom, the setup and the app's modules are made once per worker, not once per file; the
          // setup's afterEach empties the DOM, toasts and storage between tests.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web-own-modules', include: OWN_MODULES } },
    ],
  },
});
