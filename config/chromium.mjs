// The Chromium every tool drives (the end-to-end tests, the bench, the Maps smoke test), written once.
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else the system's /usr/bin/chromium, else undefined: Playwright's own browser. */
export const systemChromium = (env = process.env, exists = existsSync) =>
  env.CHROMIUM_PATH || (exists('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Debian's chromium-headless-shell: the same engine without the desktop browser around it. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set, else the headless shell beside the
 * system Chromium (what Playwright runs headless tests in; it renders with the same engine at about
 * two-thirds of the CPU), else systemChromium's choice. The bench keeps the whole browser a visitor has.
 */
export const testChromium = (env = process.env, exists = existsSync) =>
  env.CHROMIUM_PATH || (exists(HEADLESS_SHELL) ? HEADLESS_SHELL : systemChromium(env, exists));

/** No sandbox (the machines run as root), and nothing in the background that would weigh on a measurement. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
