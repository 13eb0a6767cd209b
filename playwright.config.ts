import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// The server's data folder, named once by the runner and handed to its workers through the
// environment: tests read the .eml files the server writes to its outbox there (e2e/outbox.ts).
process.env.E2E_DATA_DIR ??= path.resolve('.test-data', `e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI runs these on 2 cores beside the server and the database: a busy machine can take several
  // seconds to show a page. The limits bound real waits (a passing test never waits them out).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: `.test-data/playwright-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The browser lives where the test accounts do (e2e/fixtures.ts ACCOUNT_TIME_ZONE), as a real
    // user's does: the forms' "today" and the server's then agree at every hour of the machine's day.
    timezoneId: 'Europe/Berlin',
    // A failure leaves the page's accessibility snapshot (error-context.md) and a screenshot. A trace
    // recorded for every test in case it fails cost a sixth of the run; `--trace on` records one.
    screenshot: 'only-on-failure',
    // As a user who asked their system for less motion: the app then shows dialogs, toasts and
    // skeletons without animating them (client/src/index.css), and no step waits for one to settle.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      WORKER_INTERVAL_MS: '1000',
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      // `npm test` builds the client once before the browser tests (scripts/test.ts).
      SKIP_CLIENT_BUILD: process.env.E2E_CLIENT_BUILT ?? '',
    },
  },
});
