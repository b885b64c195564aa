import { remotes } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results, stored, summary, vehicleCard } from './quote-helpers';

test('when the selected-vehicle price fails, the wait ends, the card says so and nothing is stored', async ({ page }) => {
  await quoteOneWay(page);
  await page.route('**/api/v1/calculate-selected-vehicle-price', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  const card = vehicleCard(page, 'Saloon', 'Capital Cars');
  await card.getByRole('button', { name: 'Book Now' }).click();

  await expect(results(page).getByText('API response was not successful.')).toBeVisible();
  await expect(page.getByText('Please wait while loading price...')).toHaveCount(0);
  await expect(page).toHaveURL(/\/quotationview$/);
  expect(await stored(page, 'selectedVehicleData', true)).toBeNull();

  // The next try goes through once the API answers again.
  await page.unroute('**/api/v1/calculate-selected-vehicle-price');
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
});

test('when mf_search is down, Edit Quote shows a fallback in the panel and the cards come back on Cancel', async ({ page }) => {
  await quoteOneWay(page);
  // mf_search's app is already loaded (the home screen); its journey form's chunk is not.
  const searchOrigin = `http://localhost:${remotes.mf_search.port}/`;
  await page.route(
    (url) => url.href.startsWith(searchOrigin) && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  await summary(page).getByRole('button', { name: 'Edit Quote' }).click();
  await expect(summary(page).getByText('The journey form cannot be loaded right now.')).toBeVisible();
  await expect(summary(page).getByRole('link', { name: 'change your journey on the home page' })).toHaveAttribute('href', '/');
  await summary(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars')).toBeVisible();
});
