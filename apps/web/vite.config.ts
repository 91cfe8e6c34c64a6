import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CONTRACT_TREESHAKE } from './vite-plugins/contract-treeshake.ts';
import { chunkGroups, firstLoad } from './vite-plugins/first-load.ts';
import { lazyMantineDefaultVariables } from './vite-plugins/lazy-mantine-default-variables.ts';

// Path prefixes the API answers (spec §7 keeps the legacy ones outside /api). Each is anchored to a whole
// path segment so the app's own routes that share a prefix (/shortlisted, /application-journey) stay
// with the app.
const API_PREFIXES = [
  'api',
  'otp',
  'auth',
  'shortlist',
  'student-onboarding',
  'intake-details',
  'event-registration',
  'student',
  'application',
  'media',
];
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lazyMantineDefaultVariables(), firstLoad(import.meta.dirname)],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [`^/${prefix}(/|\\?|$)`, API_TARGET])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: CONTRACT_TREESHAKE,
      // The browser build only (the first load's chunk groups: src/app/first-load.ts); the prerender's
      // server build renders the sign-in screen alone.
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups() } },
    },
  },
}));
