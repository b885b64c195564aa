import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, testChromium } from '../config/chromium.mjs';
import { shellUrl } from './fixtures/env';

// CHROMIUM_PATH, else Debian's chromium-headless-shell, else /usr/bin/chromium, else Playwright's own.
const executablePath = testChromium();
const isCI = Boolean(process.env.CI);
const workers = Number(process.env.E2E_WORKERS ?? 3);
if (!Number.isInteger(workers) || workers < 1) {
  throw new Error(`E2E_WORKERS="${process.env.E2E_WORKERS}" is not a number of workers (a whole number from 1).`);
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Each worker has a stack of its own (global-setup.ts, fixtures/env.ts), so a spec's sandbox reset and
  // settings reach only its own pages. E2E_WORKERS sets how many; three by default.
  workers,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL: shellUrl,
    headless: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace costs about a sixth of the run's time, so CI records one on the retry of a
    // failed test only; a run here keeps the trace of each failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROME_FLAGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
