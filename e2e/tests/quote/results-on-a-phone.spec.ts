import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results, summary } from './quote-helpers';

test.use({ viewport: { width: 375, height: 740 } });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const compactSummary = (page: Page) => page.getByRole('region', { name: 'Journey summary' });

/** What the compact summary covers, on screen now, of the 'Top results' heading and the cards. */
async function covered(page: Page): Promise<string[]> {
  const bar = await compactSummary(page).boundingBox();
  if (!bar) return [];
  const targets: Locator[] = [
    results(page).getByRole('heading', { name: 'Top results' }),
    ...(await results(page).getByRole('article').all()),
  ];
  const hits: string[] = [];
  for (const target of targets) {
    const box = await target.boundingBox();
    if (box && overlap(bar, box)) hits.push((await target.getAttribute('aria-labelledby')) ?? 'Top results');
  }
  return hits;
}

/** Whether a dd/mm/yyyy date inside the element is broken across two lines. */
const dateBroken = (element: Locator) =>
  element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d{2}\/\d{2}\/\d{4}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index ?? 0);
        range.setEnd(node, (match.index ?? 0) + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) return true;
      }
    }
    return false;
  });

test('on a phone the compact summary never covers the heading or the cards, closed or open', async ({ page }) => {
  await quoteOneWay(page);
  await expect(compactSummary(page)).toBeVisible();
  expect(await covered(page)).toEqual([]);

  // Open, the full summary takes its place above the cards and scrolls away with the page.
  await compactSummary(page).getByRole('button', { name: 'Show Detail' }).click();
  await expect(summary(page)).toBeVisible();
  expect(await covered(page)).toEqual([]);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await covered(page)).toEqual([]);

  // Closed, it sticks to the top again; a control the keyboard reaches is scrolled clear of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await compactSummary(page).getByRole('button', { name: 'Hide Detail' }).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const firstBookNow = results(page).getByRole('list', { name: 'Vehicles' }).getByRole('button', { name: 'Book Now' }).first();
  await firstBookNow.focus();
  const bar = await compactSummary(page).boundingBox();
  const button = await firstBookNow.boundingBox();
  expect(button && bar && button.y >= bar.y + bar.height).toBe(true);
});

test('on a phone no date wraps in the middle of its numbers, closed or open', async ({ page }) => {
  await quoteOneWay(page, { returnTrip: true });
  expect(await dateBroken(compactSummary(page))).toBe(false);
  await compactSummary(page).getByRole('button', { name: 'Show Detail' }).click();
  await expect(summary(page).getByRole('region', { name: 'Date & Time' })).toBeVisible();
  expect(await dateBroken(summary(page))).toBe(false);
});
