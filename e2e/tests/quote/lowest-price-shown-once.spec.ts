import { expect, test } from '../../fixtures/test';
import { lowestPriceCard, quoteOneWay, results, stored, vehicleList } from './quote-helpers';

test('the Lowest Price card is not repeated in the list under it: one card per offer', async ({ page }) => {
  await quoteOneWay(page);
  const offers = (await stored<{ vehicle_type: string; company_name: string }[]>(page, 'PriceDetails')) ?? [];

  await expect(results(page).getByRole('article')).toHaveCount(offers.length);
  const lowest = lowestPriceCard(page);
  const vehicle = await lowest.getByRole('heading', { level: 3 }).innerText();
  const company = await lowest.locator('.company').innerText();
  await expect(vehicleList(page).getByRole('article', { name: `${vehicle} ${company}`, exact: true })).toHaveCount(0);
  await expect(vehicleList(page).getByRole('article')).toHaveCount(offers.length - 1);
});
