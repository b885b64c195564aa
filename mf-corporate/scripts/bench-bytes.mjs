#!/usr/bin/env node
// `node mf-corporate/scripts/bench-bytes.mjs [--url http://localhost:3000]` with the built stack running
// (`npm start`): the gzip bytes of JavaScript the corporate remote sends for each step of a visit
// (the sign-in page, then the bookings, then the profile), so a new dependency shows up as a number.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const { values: args } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:3000' } } });
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const config = await (await fetch(`${args.url}/config.json`)).json();
const corporateOrigin = new URL(config.remotes.mf_corporate).origin;

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();
let pending = [];
page.on('response', (response) => {
  const url = response.url();
  if (!url.startsWith(corporateOrigin) || !url.endsWith('.js')) return;
  pending.push(response.body().then((body) => {
    const size = gzipSync(body).length;
    if (process.env.BENCH_VERBOSE) console.log(`  ${url.slice(corporateOrigin.length)} ${size}`);
    return size;
  }, () => 0));
});
const step = async (name, action) => {
  pending = [];
  await action();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(pending)).reduce((sum, size) => sum + size, 0);
  console.log(`${name.padEnd(34)} ${(bytes / 1024).toFixed(1)} KB gzip from mf_corporate`);
};

await step('/login (first visit)', () => page.goto(`${args.url}/login`));
await step('sign in -> /bookings', async () => {
  await page.getByLabel('Username').fill('demo.corporate@example.com');
  await page.getByLabel('Password').fill('Corporate#123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/bookings$/);
  await page.getByRole('navigation', { name: 'Bookings pages' }).waitFor();
});
await step('My Account (profile, phone check)', async () => {
  await page.getByRole('navigation', { name: 'Corporate Account' }).getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('region', { name: 'Edit Profile' }).waitFor();
});
await browser.close();
