import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { crossSiteParentOrigin, parentOrigin, ports, shellUrl } from '../../fixtures/env';
import { startFrameParent, type FrameReport } from '../../fixtures/frame-parent';
import { expect, test } from '../../fixtures/test';

// product §1: the page reports its height and URL to the parent every 500 ms, on resize and on DOM
// changes; product §10 "Defects of the original product that are not carried over": only to the configured
// parent origin(s) (FRAME_PARENT_ORIGINS), never '*'.

let parent: Server;
test.beforeAll(async () => {
  parent = await startFrameParent(ports.parent);
});
test.afterAll(async () => {
  await new Promise((resolve) => parent.close(resolve));
});

const reports = (page: Page) => page.evaluate(() => (window as unknown as { reports: FrameReport[] }).reports);
const fromSite = (list: FrameReport[]) => list.filter((r) => r.origin === new URL(shellUrl).origin);

test('a configured parent receives the height and URL, again every 500 ms and after navigation', async ({ page }) => {
  await page.goto(`${parentOrigin}/parent.html?src=${encodeURIComponent(`${shellUrl}/`)}`);
  const site = page.frameLocator('iframe[title="Booking site"]');
  await expect(site.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();

  await expect.poll(async () => fromSite(await reports(page)).length).toBeGreaterThan(0);
  const [first] = fromSite(await reports(page));
  expect(first.data.height).toEqual(expect.any(Number));
  expect(first.data.height as number).toBeGreaterThan(100);
  expect(first.data.url).toBe(`${shellUrl}/`);

  // The timer repeats the report with no change on the page: several in two seconds.
  const before = fromSite(await reports(page)).length;
  await page.waitForTimeout(2_000);
  expect(fromSite(await reports(page)).length - before).toBeGreaterThanOrEqual(3);

  await site.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect.poll(async () => fromSite(await reports(page)).at(-1)?.data.url).toBe(`${shellUrl}/contactus`);
});

test('the site may be framed only by the configured parents (CSP frame-ancestors)', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  const allowed = [parentOrigin, crossSiteParentOrigin].map((origin) => origin.replace(/[.:/]/g, '\\$&')).join(' ');
  expect(csp).toMatch(new RegExp(`frame-ancestors 'self' ${allowed}(;|$)`));
});

test('a parent on another origin receives nothing, even with the frame allowed to load', async ({ page }) => {
  // Lift frame-ancestors for this page only, so the app really runs and its own targeting is tested.
  await page.route(`${shellUrl}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const name of ['content-security-policy', 'content-encoding', 'content-length']) delete headers[name];
    await route.fulfill({ response, headers });
  });
  const otherParent = `http://127.0.0.1:${ports.parent}`;
  await page.goto(`${otherParent}/parent.html?src=${encodeURIComponent(`${shellUrl}/`)}`);
  const site = page.frameLocator('iframe[title="Booking site"]');
  await expect(site.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();

  await page.waitForTimeout(2_000);
  expect(await reports(page)).toEqual([]);
});
