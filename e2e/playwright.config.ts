import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.ts';

// One portal for the whole run: the production build served by `npm start` on a fresh DATA_DIR,
// with every OTP written to an outbox file the tests read (architecture: test layers).
const port = Number(process.env.E2E_PORT ?? 3170);
// This file is loaded by the runner and again by every worker (which inherit the runner's env): only the
// runner makes the folder, and only the runner removes it — a worker that exits (e.g. restarted after a
// failed test) must not delete the data of the portal still serving the other tests.
if (!process.env.E2E_DATA_DIR) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = created;
  // The portal's data of this run goes with it (the server has stopped by the time the runner exits).
  process.once('exit', () => fs.rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_OTP_OUTBOX = path.join(dataDir, 'otp-outbox.jsonl');
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
// Where the portal sends emails and texts: an SMTP server and a gateway the notification spec starts on
// these ports (specs/notifications.spec.ts); while nothing listens there, a send fails and is retried.
process.env.E2E_SMTP_PORT = String(port + 1);
process.env.E2E_GATEWAY_PORT = String(port + 2);
// Each worker slot has staff accounts of its own (support/staff-token.ts), made by start-portal.mjs.
const workers = 2;
process.env.E2E_STAFF_SLOTS = String(workers);

export default defineConfig({
  testDir: './specs',
  // Prints the run's OTP sends against the API's per-IP limit (support/otp-budget.ts).
  globalTeardown: './support/otp-budget.ts',
  // A run on its own port (E2E_PORT, e.g. beside another one) keeps its own results: each run empties its folder.
  outputDir: process.env.E2E_PORT ? `./test-results/port-${port}` : './test-results',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { outputFolder: process.env.E2E_PORT ? `./report/port-${port}` : './report', open: 'never' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/support/start-portal.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${process.env.E2E_BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OTP_OUTBOX: process.env.E2E_OTP_OUTBOX,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Study Abroad Portal <no-reply@portal.test>',
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT}/texts`,
      PUBLIC_URL: process.env.E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      E2E_STAFF_SLOTS: String(workers),
    },
  },
});
