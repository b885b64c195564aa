// The bench's browser: which Chromium, with which flags, as which phone, and a visitor's stored state
// written into a page's origin before the app sees it.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROMIUM_PATH, else the system's /usr/bin/chromium, else Playwright's own browser. */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath();
}

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile device (Moto G Power), for the pages Playwright measures. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

export const launch = () => chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });

/** Writes the entries into the origin's localStorage from a page that mounts no app. */
export async function seedStorage(page, origin, entries) {
  await page.goto(new URL('/config.json', origin).href);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}
