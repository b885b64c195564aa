import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screens -w e2e`: the screenshots of docs/screens/, taken on the built stack as `npm test`
// starts it (the same global setup), never part of `npm test`. SCREENS_BRAND names the folder; the
// brand itself comes from the BRAND_* settings of the environment (README "Configuration").
export default defineConfig({
  ...base,
  testDir: './screens',
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  // As a UK visitor's browser shows them (dates as 28/11/2026).
  use: {
    ...base.use,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: { ...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), '--lang=en-GB'] },
  },
});
