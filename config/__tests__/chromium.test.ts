import { HEADLESS_SHELL, systemChromium, testChromium } from '../chromium.mjs';

// Which browser each tool drives, by what the machine has.
const has =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the browser the end-to-end tests drive', () => {
  it.each([
    ['CHROMIUM_PATH, whatever is installed', { CHROMIUM_PATH: '/opt/chrome' }, has(HEADLESS_SHELL, '/usr/bin/chromium'), '/opt/chrome'],
    ['the headless shell beside the system Chromium', {}, has(HEADLESS_SHELL, '/usr/bin/chromium'), HEADLESS_SHELL],
    ['the system Chromium without the shell', {}, has('/usr/bin/chromium'), '/usr/bin/chromium'],
    ["Playwright's own when neither is there", {}, has(), undefined],
  ])('%s', (_, env, exists, expected) => expect(testChromium(env, exists)).toBe(expected));
});

describe('the browser the bench and the smoke tests drive', () => {
  it.each([
    ['CHROMIUM_PATH', { CHROMIUM_PATH: '/opt/chrome' }, has('/usr/bin/chromium'), '/opt/chrome'],
    ['the whole system Chromium, never the headless shell', {}, has(HEADLESS_SHELL, '/usr/bin/chromium'), '/usr/bin/chromium'],
    ["Playwright's own when there is none", {}, has(HEADLESS_SHELL), undefined],
  ])('%s', (_, env, exists, expected) => expect(systemChromium(env, exists)).toBe(expected));
});
