import { expect, test } from '../../fixtures/test';
import { classChoice, quoteOneWay, results, vehicleCard } from './quote-helpers';

test('a price of 0 reads Price on request beside the orange Contact Us, never £0.00', async ({ page }) => {
  await quoteOneWay(page);
  // The sandbox's on-request pair: Thames Executive has no Minibus tariff.
  const minibus = vehicleCard(page, 'Minibus', 'Thames Executive');
  await expect(minibus.getByText('Price on request', { exact: true })).toBeVisible();
  await expect(minibus.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  await expect(minibus.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await expect(minibus.getByLabel('Vehicles')).toHaveCount(0);
  await expect(results(page).getByText(/£0\.00/)).toHaveCount(0);

  // Among its class, it is never the Lowest Price card.
  await classChoice(page, 'Minibus').check();
  await expect(results(page).getByRole('article').first()).toContainText('Lowest Price');
  await expect(results(page).getByRole('article').first()).not.toContainText('Price on request');
  await expect(vehicleCard(page, 'Minibus', 'Thames Executive').getByText('Price on request', { exact: true })).toBeVisible();
});
