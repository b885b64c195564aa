import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results } from '../quote/quote-helpers';

// The results page never scrolls by itself, so its title and Edit Quote stay in view; the visitor can
// sort by price and by seats.

test('the results open at the top and stay there, and sort by price and by seats', async ({ page }) => {
  await quoteOneWay(page);
  await expect(page.getByRole('heading', { name: 'Quotation', level: 1 })).toBeInViewport();
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const sort = page.getByLabel('Sort by');
  await expect(sort.getByRole('option', { name: 'Price: lowest first' })).toHaveCount(1);
  await expect(sort.getByRole('option', { name: 'Seats: most first' })).toHaveCount(1);
  await sort.selectOption({ label: 'Seats: most first' });
  await expect(results(page).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
