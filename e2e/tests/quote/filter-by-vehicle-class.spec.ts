import { expect, test } from '../../fixtures/test';
import { classChoice, classFilter, lowestPriceCard, quoteOneWay, results, shownVehicles, stored } from './quote-helpers';

test('a visitor narrows the results to one vehicle class with the keyboard, and a refresh keeps it', async ({ page }) => {
  await quoteOneWay(page);
  const offers = (await stored<unknown[]>(page, 'PriceDetails')) ?? [];

  // Only the classes the sandbox priced, each with its number of offers (MPV6 and MPV8 are MPVs).
  const labels = await classFilter(page).locator('label').allTextContents();
  expect(labels).toEqual([`All (${offers.length})`, 'Saloon (3)', 'Estate (3)', 'Executive (2)', 'MPV (5)', 'Minibus (3)']);
  await expect(classChoice(page, 'All')).toBeChecked();

  // Tab reaches the group at its checked choice; the arrow keys move the choice.
  await classChoice(page, 'All').focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(classChoice(page, 'MPV')).toBeChecked();
  await expect(results(page).getByRole('article')).toHaveCount(5);
  expect((await shownVehicles(page)).every((name) => /^MPV[68]$/.test(name))).toBe(true);
  // The Lowest Price card is the cheapest MPV, and it comes first.
  await expect(lowestPriceCard(page).getByRole('heading', { level: 3 })).toHaveText(/^MPV[68]$/);

  await page.reload();
  await expect(classChoice(page, 'MPV')).toBeChecked();
  await expect(results(page).getByRole('article')).toHaveCount(5);

  await classChoice(page, 'All').check();
  await expect(results(page).getByRole('article')).toHaveCount(offers.length);
});
