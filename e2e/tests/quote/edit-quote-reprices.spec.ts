import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results, stored, summary, vehicleCard } from './quote-helpers';

test('Edit Quote opens the journey form; changing the passengers and Search re-prices on the page', async ({ page }) => {
  await quoteOneWay(page, { passengers: '2' });
  await expect(vehicleCard(page, 'Executive', 'Capital Cars')).toBeVisible();

  await summary(page).getByRole('button', { name: 'Edit Quote' }).click();
  await expect(summary(page).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
  await expect(results(page).getByText('Please complete editing your search')).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(0);

  // mf_search's own form, mounted at run time, with the stored journey.
  const form = summary(page).getByRole('form', { name: 'Get a quote' });
  await expect(form.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue(/Heathrow/);
  await form.getByLabel('Passengers', { exact: true }).selectOption('5');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(summary(page).getByRole('button', { name: 'Edit Quote' })).toBeVisible();
  // Only vehicles for 5 passengers remain: no saloon or executive.
  await expect(vehicleCard(page, 'MPV6', 'Capital Cars')).toBeVisible();
  await expect(results(page).getByRole('article', { name: /^Executive / })).toHaveCount(0);
  const prices = await stored<{ max_seat: number }[]>(page, 'PriceDetails');
  expect(prices?.every((entry) => entry.max_seat >= 5)).toBe(true);
  expect(await stored(page, 'BookingForm')).toMatchObject({ passengers: 5 });
});

test('Cancel closes the journey form and shows the cards again, unchanged', async ({ page }) => {
  await quoteOneWay(page);
  await summary(page).getByRole('button', { name: 'Edit Quote' }).click();
  await summary(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars')).toBeVisible();
});
