import { expect, test } from '../../fixtures/test';
import { bodyRows, bookingsCount, bookingsTable, DEMO, signIn } from './corporate-helpers';

// The seeded passenger's 13 bookings: 6 in the past, 7 to come (sandbox seed).

test('the bookings table lists all 13 in pages of 10, with the product columns and labels', async ({ page }) => {
  await signIn(page);
  const headers = await bookingsTable(page).getByRole('columnheader').allTextContents();
  expect(headers).toEqual([
    'Booking Number',
    'Pickup',
    'Destination',
    'Pickup Date',
    'Pickup Time',
    'Vehicle',
    'Payment Method',
    'Booking Amount',
    'Booking Type',
    'Actions',
  ]);
  await expect(bookingsCount(page)).toHaveText(`Showing 1–10 of ${DEMO.bookings} bookings`);
  await expect(bodyRows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(bookingsCount(page)).toHaveText(`Showing 11–13 of ${DEMO.bookings} bookings`);
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  const hourly = bodyRows(page).filter({ hasText: 'The Langham' });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(hourly).toContainText('Hourly');
  await expect(hourly).toContainText('Pay to driver');
  await expect(hourly).toContainText('£396.80');
  await expect(hourly).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(bodyRows(page).filter({ hasText: 'The Ritz London' })).toContainText('Pay by Card');
  await expect(bodyRows(page).filter({ hasText: 'The Ritz London' })).toContainText('Distance');
});

test('sort by amount and pickup date, filter upcoming and past, search by address', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Amount, highest first' });
  await expect(bodyRows(page).first()).toContainText('£396.80');
  await page.getByLabel('Sort by').selectOption({ label: 'Amount, lowest first' });
  await expect(bodyRows(page).first()).toContainText('£34.60');
  await page.getByLabel('Sort by').selectOption({ label: 'Pickup date, oldest first' });
  await expect(bodyRows(page).first()).toContainText('Heathrow Airport Terminal 5');

  await page.getByLabel('Show').selectOption('upcoming');
  await expect(bookingsCount(page)).toHaveText('Showing 1–7 of 7 bookings');
  await expect(bodyRows(page).first()).toContainText('The Ritz London');
  await page.getByLabel('Show').selectOption('past');
  await expect(bookingsCount(page)).toHaveText('Showing 1–6 of 6 bookings');

  await page.getByLabel('Show').selectOption('all');
  await page.getByLabel('Search bookings').fill('luton');
  await expect(bookingsCount(page)).toHaveText('Showing 1–1 of 1 bookings');
  await page.getByLabel('Search bookings').fill('nowhere at all');
  await expect(page.getByText('No bookings match your search.')).toBeVisible();
});
