import { expect as baseExpect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { manifestUrl, portEnv, portsFromBase, REMOTES, type Ports } from '../../../config/stack.mjs';
import { ROUTE_LIST } from '@booking/shared/domain';
import { tmpDir } from '../../fixtures/env';
import { results, screens } from '../../fixtures/pages';
import { startProcess, stopProcess, waitForUrl, type Proc } from '../../fixtures/processes';
import { encode, guestRegistration, saloonPrice, selectedSaloon } from '../../fixtures/storage';
import { DEMO, submitSignIn } from '../corporate/corporate-helpers';
import { fillAddress, quoteButton } from '../search/search-helpers';

// `npm run dev` (scripts/dev.mjs: five `rspack serve` and the sandbox in watch mode) serves a working
// site: every path of the shell's route table shows its page, the remotes' pages included, and the
// API calls go through the dev server's proxy. It once kept an empty <main> on every remote page:
// rspack 2's CLI compiled import() lazily and the remotes' chunks asked the SHELL's dev server to
// build them (config/create-app-config.mjs, lazyCompilation). The stack runs on its own ports
// (E2E_PORT_BASE + 200, or the next free base) with its own sandbox database; the main stack is not
// touched. Dev builds are slow on a small machine, so the waits are long; nothing here is timed.

const BAD_PORTS = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
const expect = baseExpect.configure({ timeout: 60_000 });

/** True when nothing listens on the port on loopback (IPv4, and IPv6 where there is one). */
function isFree(port: number): Promise<boolean> {
  const bind = (host: string) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
  return bind('127.0.0.1').then((v4) => (v4 ? bind('::1') : false));
}

/** E2E_PORT_BASE + 200, or the next base (+10 at a time) whose six ports are free and allowed in a browser. */
async function freeBase(): Promise<number> {
  const first = Number(process.env.E2E_PORT_BASE ?? 3000) + 200;
  for (let base = first; base < first + 500; base += 10) {
    const ports = Object.values(portsFromBase(base));
    if (ports.some((port) => BAD_PORTS.has(port))) continue;
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`no free port base for the dev stack from ${first}`);
}

let ports: Ports;
let devUrl = '';
let stack: Proc | undefined;
const at = (path: string) => `${devUrl}${path}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  ports = portsFromBase(await freeBase());
  devUrl = `http://localhost:${ports.shell}`;
  const apiUrl = `http://localhost:${ports.api}`;
  const dbFile = `${tmpDir}sandbox-dev-${ports.api}.db`;
  rmSync(dbFile, { force: true });
  stack = startProcess(`dev-stack-${ports.shell}`, process.execPath, ['scripts/dev.mjs'], {
    ...portEnv(ports),
    ...Object.fromEntries(REMOTES.map((remote) => [remote.envName, manifestUrl(ports[remote.portKey])])),
    NODE_ENV: 'development',
    DB_FILE: dbFile,
    SANDBOX_ADMIN: 'on',
    API_BASE_URL: apiUrl,
    API_PUBLIC_KEY: 'dev-e2e-public-key',
    API_SECRET_KEY: 'dev-e2e-secret-key',
    SITE_ORIGINS: devUrl,
    ATTEMPTS_DB: `${tmpDir}checkout-attempts-dev-${ports.shell}.db`,
    ATTEMPTS_SECRET: 'dev-e2e-attempts-secret',
  });
  // The dev servers hold every request until their first compile is done, so a remote's manifest
  // and the shell's page answering mean the stack is built.
  const ready = [
    `${apiUrl}/sandbox/health`,
    ...REMOTES.map((remote) => manifestUrl(ports[remote.portKey])),
    `${devUrl}/config.json`,
    `${devUrl}/`,
  ];
  for (const url of ready) await waitForUrl(url, { timeoutMs: 10 * 60_000, proc: stack });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  // The whole process group: dev.mjs and every dev server it started (its log stays in e2e/.tmp).
  if (stack) await stopProcess(stack);
});

/** What must not happen on a page: an uncaught error, or a chunk waiting for a lazy compilation. */
function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().includes('/_rspack/lazy/')) problems.push(`lazy compilation request: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.text().includes('Waiting for process restart')) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Opens a path of the dev site and waits for its page's h1, with nothing in the area saying it is unavailable. */
async function expectPage(page: Page, path: string, heading: string, landsOn = path) {
  await test.step(`${path} shows '${heading}'`, async () => {
    await page.goto(at(path));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === landsOn);
    await expect(page.getByRole('alert').filter({ hasText: /section is unavailable/ })).toHaveCount(0);
  });
}

/** Writes booking data into the dev site's localStorage (the store's formats, as fixtures/storage does). */
async function storeOnDevSite(page: Page, entries: Record<string, string>) {
  await page.goto(at('/config.json'));
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

const ATTEMPT = 'AAAAAAAAAAAAAAAAAAAAAA'; // a checkout attempt id the shell's server does not know

// Every path of the route table (a new route fails the first test until it is listed here).
const PUBLIC_PAGES: Array<[path: string, heading: string, landsOn?: string]> = [
  ['/', 'Book a Trip'],
  ['/home', 'Book a Trip'],
  ['/booktripview', 'Book a Trip'],
  ['/ourfleet', 'Our Fleet'],
  ['/contactus', 'Contact Us'],
  ['/terms', 'Terms and Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/quoteView', 'Urgent Booking'],
  ['/forgot_password', 'Forgot Password'],
  ['/payment-success', 'Booking not found'],
  ['/paymentSuccessView', 'Booking not found'],
  ['/payment-cancel', 'Payment Canceled'],
  [`/card/${ATTEMPT}/payment-success`, 'Booking not found'],
  [`/card/${ATTEMPT}/payment-cancel`, 'Payment Canceled'],
  ['/login', 'Sign In'],
];
const FLOW_PAGES: Array<[path: string, heading: string, landsOn?: string]> = [
  ['/quotationview', 'Quotation'],
  ['/personalDetailView', 'Personal Details'],
  ['/paymentview', 'Payment'],
  ['/checkout', 'Payment'],
  [`/stripecheckout?attempt=${ATTEMPT}`, 'Card Payment', '/stripecheckout'],
];
const SIGNED_IN_PAGES: Array<[path: string, heading: string, landsOn?: string]> = [
  ['/bookings', 'Bookings'],
  ['/my-account', 'My Account'],
  ['/book-now', 'Book a Trip', '/'],
];

test('every path of the route manifest is opened below', () => {
  const opened = [...PUBLIC_PAGES, ...FLOW_PAGES, ...SIGNED_IN_PAGES].map(([path]) => path.split('?')[0].replace(ATTEMPT, ':attempt'));
  expect(ROUTE_LIST.map((route) => route.path).filter((path) => !opened.includes(path))).toEqual([]);
});

test('the pages that need nothing stored render, remotes included', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const problems = watchPage(page);
  for (const [path, heading, landsOn] of PUBLIC_PAGES) await expectPage(page, path, heading, landsOn);
  // /quoteView mounts two remotes: mf_search's Quote Now form below mf_quote's page.
  await page.goto(at('/quoteView'));
  await expect(page.getByRole('heading', { name: 'Quote Now' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('with a journey, a car and details stored, the booking steps render', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const problems = watchPage(page);
  await storeOnDevSite(page, {
    PriceDetails: JSON.stringify([saloonPrice]),
    selectedVehicleData: encode(selectedSaloon),
    registrationData: encode(guestRegistration),
  });
  for (const [path, heading, landsOn] of FLOW_PAGES) await expectPage(page, path, heading, landsOn);
  // The card hand-off asked the dev server's checkout attempts for an unknown attempt.
  await expect(page.getByRole('alertdialog', { name: 'Payment Failed' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed in through the proxy, the corporate pages render', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const problems = watchPage(page);
  await page.goto(at('/login'));
  await submitSignIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL((url) => url.pathname === '/bookings');
  for (const [path, heading, landsOn] of SIGNED_IN_PAGES) await expectPage(page, path, heading, landsOn);
  expect(problems).toEqual([]);
});

test('Quote and Book on the home page prices through the proxy and shows the results', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const problems = watchPage(page);
  await page.goto(at('/'));
  await expect(screens.home(page)).toBeVisible();
  await fillAddress(page, 'Pick-Up', 'heathrow 5', 'Heathrow Airport Terminal 5, Hounslow TW6 2GA');
  await fillAddress(page, 'Drop-Off', 'SW1A 1AA');
  const priced = page.waitForResponse((response) => response.url().startsWith(at('/api/')) && response.request().method() === 'POST', {
    timeout: 120_000,
  });
  await quoteButton(page).click();
  expect((await priced).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/quotationview');
  await expect(screens.quotation(page)).toBeVisible();
  await expect(results(page).getByRole('article').first()).toBeVisible();
  expect(problems).toEqual([]);
});
