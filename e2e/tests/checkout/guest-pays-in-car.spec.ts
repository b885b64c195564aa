import { readFile } from 'node:fs/promises';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import {
  confirmationMails,
  enterDetailsAndContinue,
  guest,
  hourlyJourney,
  journey,
  openPaymentWith,
  referenceId,
  storedRaw,
} from './checkout-flow';

// product §2 "Payment page" + "Confirmation screen", product §4 "Payment": a guest pays in the car.

test('a guest gives their details, pays in the car, sees the confirmation and gets the e-mail', async ({ page }) => {
  await enterDetailsAndContinue(page, 'guest');
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText('Saloon');
  await expect(summary).toContainText('Grace');
  await expect(summary).toContainText('Hopper');
  await expect(summary).toContainText(guest.email);
  await expect(summary).toContainText(guest.number);
  await expect(page.getByRole('list', { name: 'Cards we accept' })).toContainText('Visa');

  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success\?status=success&booking=\d{8}$/);
  await expect(page.getByText('Your Booking is Confirmed!')).toBeVisible();
  const reference = await referenceId(page);

  const row = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Booking Type')).toHaveText('Normal Booking');
  await expect(row('Payment Method')).toHaveText('Pay in Car');
  await expect(row('Total Booking Amount')).toHaveText(/^£\d+\.\d{2}$/);
  await expect(page.getByRole('region', { name: 'Outward Journey' })).toContainText(journey.pickup);
  await expect(page.getByRole('region', { name: 'Passenger Details' })).toContainText('Grace Hopper');
  await expect(page.getByRole('region', { name: 'Passenger Details' })).toContainText('One large suitcase');

  const mails = await confirmationMails(guest.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe(`Booking confirmation ${reference}`);
  expect(mails[0].body).toContain('pay the driver');

  // The booking data is cleared; the settings stay (product §10 "Money, trust and privacy").
  for (const key of ['selectedVehicleData', 'registrationData', 'BookingForm', 'PriceDetails', 'paymentMethod', 'bookingIdempotencyKey']) {
    expect(await storedRaw(page, key), key).toBeNull();
  }
  expect(await storedRaw(page, 'appSettings')).not.toBeNull();
});

test('Add to calendar downloads the booking as an .ics in UTC, and print shows only the confirmation', async ({ page }) => {
  await openPaymentWith(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  const reference = await referenceId(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`UID:booking-${reference}-outward@`);
  // 10:30 UK time on the pickup day, in UTC: 09:30 in summer time, 10:30 in winter.
  const compact = journey.pickup_date.replace(/-/g, '');
  expect(ics).toMatch(new RegExp(`DTSTART:${compact}T(0930|1030)00Z`));

  await page.emulateMedia({ media: 'print' });
  await expect(screens.confirmation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
});

test('a guest books an hourly hire for two vehicles and pays in the car', async ({ page }) => {
  await openPaymentWith(page, { hourly: true, quantity: 2 });
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('× 2');
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  const row = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(row('Booking Type')).toHaveText('Hourly Booking');
  await expect(row('Hourly Duration')).toHaveText('5 Hours');
  await expect(row('Pickup Time')).toHaveText('09:15');
  // An hourly hire's journey reads as one (docs/decisions/checkout.md): no 'Outward', the duration with it.
  await expect(page.getByRole('region', { name: 'Hourly Hire' })).toContainText(hourlyJourney.pickup);
  await expect(page.getByRole('region', { name: 'Hourly Hire' })).toContainText('Hourly Duration5 Hours');
  await expect(page.getByRole('region', { name: 'Hourly Hire' })).not.toContainText('Drop Off');
  const mails = await confirmationMails(guest.email);
  expect(mails.map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
  expect(mails[0].body).toContain('Hourly hire: 5 hours');
});
