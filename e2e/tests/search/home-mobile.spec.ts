import { expect, test } from '../../fixtures/test';
import { openHome } from './search-helpers';

test.use({ viewport: { width: 375, height: 800 } });

test('the home page at 375 px wide has no horizontal scroll', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Add Return' }).click();
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await page.getByRole('button', { name: 'Edit Options' }).click();
  // The sections below the fold load as the visitor scrolls towards them.
  await expect(page.getByRole('heading', { name: 'Extensive Fleet' })).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: 'Extensive Fleet' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
