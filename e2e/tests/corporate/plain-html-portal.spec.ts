import type { Page } from '@playwright/test';
import { htmlPortalUrl, manifestUrl, ports } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { bodyRows, sidebar, signInAndOpenABookingInPortal, signInHeading } from './corporate-helpers';

// The corporate area in an operator's page with no bundler and no React (examples/html-portal): a few
// lines of module script load mf_corporate/CorporateApp through the federation runtime and render the
// bridge's app into the page at /corporate, with the area's own React, router and store, the site's
// paths (bookNowPath '/book.html', homePath '/') and its settings (whole pounds, 'Kestrel Executive Travel').

const base = `${htmlPortalUrl}/corporate`;
const remoteOrigin = new URL(manifestUrl(ports.corporate)).origin;

/** What the page reports: console errors, uncaught errors, and every script it loads. */
function watch(page: Page) {
  const seen = { errors: [] as string[], scripts: [] as string[] };
  page.on('console', (message) => message.type() === 'error' && seen.errors.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => seen.errors.push(`page: ${error.message}`));
  page.on('request', (request) => request.resourceType() === 'script' && seen.scripts.push(request.url()));
  return seen;
}

test('in a plain HTML portal: sign in, list the bookings in whole pounds, open one, home, Book Now and sign out', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${htmlPortalUrl}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to Kestrel Executive Travel', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Open the corporate area' }).click();

  await signInAndOpenABookingInPortal(page, base, '£226');
  await expect(
    bodyRows(page)
      .first()
      .getByRole('cell', { name: /^£[\d,]+$/ }),
  ).toBeVisible();

  // The operator's name leads to homePath, a page of the site.
  await sidebar(page).getByRole('link', { name: 'Kestrel Executive Travel, home page' }).click();
  await expect(page).toHaveURL(`${htmlPortalUrl}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to Kestrel Executive Travel', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Open the corporate area' }).click();
  await expect(page).toHaveURL(`${base}/bookings`);

  await sidebar(page).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(`${htmlPortalUrl}/book.html`);
  await expect(page.getByRole('heading', { name: 'Book with Kestrel', level: 1 })).toBeVisible();

  await page.goto(`${base}/bookings`);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${htmlPortalUrl}/?signed-out=1`);
  await expect(page.getByRole('heading', { name: 'Welcome to Kestrel Executive Travel' })).toBeVisible();
  await page.goto(`${base}/my-account`);
  await expect(signInHeading(page)).toBeVisible();
  await expect(page).toHaveURL(`${base}/login?redirect=${encodeURIComponent('/corporate/my-account')}`);

  // The portal serves no React: its only scripts are mount.js and the federation runtime's files;
  // everything else (React, the router, the store, the area) comes from the remote.
  const own = seen.scripts.filter((url) => url.startsWith(htmlPortalUrl)).map((url) => new URL(url).pathname);
  expect(own.length).toBeGreaterThan(0);
  for (const path of own) expect(path).toMatch(/^\/(mount\.js|vendor\/(runtime|runtime-core|sdk|error-codes)\/dist\/[\w./-]+\.m?js)$/);
  expect(seen.scripts.filter((url) => !url.startsWith(htmlPortalUrl) && !url.startsWith(remoteOrigin))).toEqual([]);
  expect(seen.scripts.some((url) => url === `${remoteOrigin}/remoteEntry.js`)).toBe(true);
  expect(seen.errors).toEqual([]);
});

test('in a plain HTML portal: the loading text, then the portal’s alert when the remote cannot be loaded', async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(manifestUrl(ports.corporate), async (route) => {
    await held;
    await route.abort();
  });
  await page.goto(`${base}/bookings`);
  await expect(page.getByRole('status')).toHaveText('Loading the corporate area…');
  release();
  await expect(page.getByRole('alert')).toHaveText('The corporate area is unavailable right now. Please try again later.');
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
});
