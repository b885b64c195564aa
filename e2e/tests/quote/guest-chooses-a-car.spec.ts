import { expect, test } from '../../fixtures/test';
import { amount, quoteOneWay, stored, vehicleCard } from './quote-helpers';

test('a one-way quote shows the cards; Book Now on a car lands on /personalDetailView with selectedVehicleData stored', async ({
  page,
}) => {
  const priced: string[] = [];
  // Only the results page's calls: personal details prices the selection again when it mounts, and
  // with small remote entries that call can come before the URL assertion below has polled.
  page.on('request', (request) => {
    const from = new URL(request.headers().referer ?? 'http://x/').pathname;
    if (request.url().includes('/api/v1/calculate-selected-vehicle-price') && from === '/quotationview')
      priced.push(request.postData() ?? '');
  });
  await quoteOneWay(page);

  const card = vehicleCard(page, 'Saloon', 'Capital Cars');
  await expect(card.getByRole('img', { name: 'Saloon' })).toBeVisible();
  await expect(card.getByText('Up to 4 Passengers')).toBeVisible();
  await expect(card.getByText('Luggage: up to 2', { exact: true })).toBeVisible();
  await expect(card.getByText('Hand Luggage: up to 2', { exact: true })).toBeVisible();
  await expect(card.getByText('One Way')).toBeVisible();
  await expect(card.getByLabel('Rated 4.8 out of 5')).toBeVisible();
  const shown = amount(await card.locator('.price').innerText());

  // A double click sends one selection.
  await card.getByRole('button', { name: 'Book Now' }).dblclick();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  expect(priced).toHaveLength(1);
  expect(JSON.parse(priced[0])).toMatchObject({ bookingType: 'milleage', quantity: 1, bookingForm: { pickup: expect.any(String) } });

  const selected = await stored<Record<string, unknown>>(page, 'selectedVehicleData', true);
  expect(selected).toMatchObject({
    vehicle_type: 'Saloon',
    company_name: 'Capital Cars',
    selection_type: 'selection',
    quantity: 1,
    final_price: shown,
  });
});
