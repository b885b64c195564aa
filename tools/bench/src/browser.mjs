// The bench's browser: which Chromium, with which flags, as which phone, and a visitor's stored state
// written into a page's origin before the app sees it.
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, systemChromium } from '../../../config/chromium.mjs';

/** CHROMIUM_PATH, else the system's /usr/bin/chromium, else Playwright's own browser (Lighthouse needs a path). */
export const chromiumPath = (env = process.env) => systemChromium(env) ?? chromium.executablePath();

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
