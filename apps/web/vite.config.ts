import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths the API answers (spec §7 keeps the legacy ones outside /api).
const API_PREFIXES = [
  '/api',
  '/otp',
  '/auth',
  '/shortlist',
  '/student-onboarding',
  '/intake-details',
  '/event-registration',
  '/student',
  '/application',
  '/media',
];

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, 'http://127.0.0.1:3000'])),
  },
  build: { target: 'es2022', sourcemap: false },
});
