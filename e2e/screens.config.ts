import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screens -w e2e`: the screenshots of docs/screens/, taken on the built stack as `npm test`
// starts it (the same global setup), never part of `npm test`.
export default defineConfig({
  ...base,
  testDir: './screens',
  retries: 0,
  workers: 1,
  timeout: 120_000,
  reporter: [['list']],
});
