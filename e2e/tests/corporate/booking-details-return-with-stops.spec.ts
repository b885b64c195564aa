import { expect, test } from '../../fixtures/test';
import { bodyRows, detail, signIn } from './corporate-helpers';

// The seeded return to Luton Airport: return time 21:15, a stop, a return flight, wheelchair both ways, a return note.

test('the Booking Details modal shows every block of a return booking with stops', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Search bookings').fill('Luton');
  const row = bodyRows(page).first();
  const number = (await row.locator('th').textContent())?.trim() ?? '';
  const details = row.getByRole('button', { name: `Details of booking ${number}` });
  await details.click();

  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(dialog).toBeVisible();
  await expect(detail(dialog, 'Booking Number')).toHaveText(number);
  await expect(detail(dialog, 'Pickup Address')).toHaveText('Liverpool Street Station, Bishopsgate, London EC2M 7PY');
  await expect(detail(dialog, 'Destination')).toHaveText('Luton Airport, Airport Way, Luton LU2 9LY');
  await expect(detail(dialog, 'Pickup Time')).toHaveText('12:00');
  await expect(detail(dialog, 'Return Date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(detail(dialog, 'Return Time')).toHaveText('21:15'); // the real return time, not 12:00
  await expect(detail(dialog, 'Payment Method')).toHaveText('Pay to driver');
  await expect(detail(dialog, 'Amount')).toHaveText('£226.30');
  await expect(detail(dialog, 'Ride Type')).toHaveText('Distance');
  await expect(detail(dialog, 'Return Flight Number or Address')).toHaveText('EZY2044');
  await expect(dialog.locator('dt', { hasText: /^Flight Number or Address$/ })).toHaveCount(0); // null: not shown
  await expect(detail(dialog, 'Name')).toHaveText('Dana Demo');
  await expect(detail(dialog, 'Wheelchair')).toHaveText('Yes');
  await expect(detail(dialog, 'Baby Seat')).toHaveText('No');
  await expect(detail(dialog, 'Waiting Minutes')).toHaveText('15');
  // The return leg's extras and note (product §10 "Money, trust and privacy").
  await expect(detail(dialog, 'Return Wheelchair')).toHaveText('Yes');
  await expect(detail(dialog, 'Return Meet and Greet')).toHaveText('Yes');
  await expect(detail(dialog, 'Return Waiting Minutes')).toHaveText('0');
  await expect(detail(dialog, 'Return Additional Info')).toHaveText(/^Flight EZY2044 lands at 20:45/);
  await expect(detail(dialog, 'Stop 1')).toHaveText('Canary Wharf Station, E14 4HJ');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await details.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await details.click();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeHidden();
});

test('a one-way booking shows no return rows', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Search bookings').fill('The Ritz');
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(detail(dialog, 'Flight Number or Address')).toHaveText('VS25');
  await expect(dialog.locator('dt', { hasText: /^Return / })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Stops' })).toHaveCount(0);
});
