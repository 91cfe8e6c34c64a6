import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // A whole form typed key by key in jsdom takes 1–2 s alone; CI's shared 2-core machine has
    // stretched one past vitest's 5 s default (issue 14's first CI run), so allow for the noise.
    testTimeout: 20_000,
  },
});
