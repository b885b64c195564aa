import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results, summary } from './quote-helpers';

const sectionOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).first();

test('on a desktop BOOK A TRIP stays in view under the sticky Back while the cards scroll', async ({ page }) => {
  await quoteOneWay(page);
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(results(page).getByRole('article').first()).not.toBeInViewport();
  await expect(summary(page)).toBeInViewport({ ratio: 1 });
  const back = await page.getByRole('button', { name: 'Back', exact: true }).boundingBox();
  const panel = await summary(page).boundingBox();
  expect(back && panel && panel.y >= back.y + back.height).toBe(true);
});

test('the results page is centred with the same width as the other pages', async ({ page }) => {
  await page.goto('/ourfleet');
  const other = await sectionOf(page, 'Our Fleet').boundingBox();
  await quoteOneWay(page);
  const quotation = await sectionOf(page, 'Quotation').boundingBox();
  expect(quotation?.width).toBe(other?.width);
  expect(quotation?.x).toBe(other?.x);
});
