// The Chromium every tool drives (the end-to-end tests, the bench, the Maps smoke test), written once.
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else the system's /usr/bin/chromium, else undefined: Playwright's own browser. */
export const systemChromium = (env = process.env) =>
  env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
