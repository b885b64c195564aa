import { expect, test } from '../../fixtures/test';
import { amount, lowestPriceCard, quoteOneWay, stored } from './quote-helpers';

test('the Lowest Price card comes first; choosing it stores selection type lowest with the breakdown final price', async ({ page }) => {
  await quoteOneWay(page);
  const prices =
    (await stored<{ price: number; company_name: string; vehicle_type: string; breakdown: { final_price: number } }[]>(
      page,
      'PriceDetails',
    )) ?? [];
  const cheapest = prices.filter((p) => p.price > 0).sort((a, b) => a.price - b.price)[0];

  const lowest = lowestPriceCard(page);
  await expect(page.getByRole('region', { name: 'Top results' }).getByRole('article').first()).toHaveText(/Lowest Price/);
  await expect(lowest.getByRole('heading', { name: cheapest.vehicle_type })).toBeVisible();
  await expect(lowest.getByText(cheapest.company_name)).toBeVisible();
  await expect(lowest.getByLabel('Vehicles')).toHaveCount(0);
  expect(amount(await lowest.locator('.price').innerText())).toBe(cheapest.breakdown.final_price);

  await lowest.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  expect(await stored(page, 'selectedVehicleData', true)).toMatchObject({
    selection_type: 'lowest',
    quantity: 1,
    company_name: cheapest.company_name,
    vehicle_type: cheapest.vehicle_type,
    final_price: cheapest.breakdown.final_price,
  });
});
