import { expect, test } from '../../fixtures/test';
import { DROPOFF, PICKUP, quoteOneWay, vehicleCard } from './quote-helpers';

test('a zero-price card offers an orange Contact Us that lands on /quoteView with Quote Now pre-filled', async ({ page }) => {
  await quoteOneWay(page);
  // The sandbox's on-request pair: Thames Executive has no Minibus tariff.
  const minibus = vehicleCard(page, 'Minibus', 'Thames Executive');
  await expect(minibus.getByText('Price on request', { exact: true })).toBeVisible();
  await expect(minibus.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  const contact = minibus.getByRole('button', { name: 'Contact Us' });
  expect(await contact.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(181, 71, 8)');

  await contact.click();
  await expect(page).toHaveURL(/\/quoteView$/);
  await expect(page.getByRole('heading', { name: 'Urgent Booking', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Quote Now' });
  // The visitor came for the form: it is brought into view, its first field focused.
  await expect(form).toBeInViewport();
  await expect(form.getByRole('combobox', { name: 'Pickup', exact: true })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Pickup', exact: true })).toHaveValue(PICKUP);
  await expect(form.getByRole('combobox', { name: 'Drop Off', exact: true })).toHaveValue(DROPOFF);
  await expect(form.getByLabel('Passengers', { exact: true })).toHaveValue('2');
});
