import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest, referenceId } from '../checkout/checkout-flow';
import {
  airportWithMeetAndGreet,
  airportWithoutExtras,
  hourlyFromGatwick,
  openPricedJourney,
  pounds,
  returnWithStop,
} from './priced-journey';

// product §10 "What the visitor sees": the confirmation says only what is true of this booking. Meeting
// instructions under the leg picked up at an airport or station, the arrivals hall only with meet and greet;
// each leg's flight or train; stops with number, street and postcode under their leg; hourly words for an
// hourly hire; the total's breakdown, here and in the e-mail; the demo's samples marked once.

const block = (page: Page, name: string) => page.getByRole('region', { name });
const detail = (page: Page, name: string, label: string) =>
  block(page, name)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Pays in the car from the payment page, after checking the flight or train shown there. */
async function payInCar(page: Page, flight: string) {
  await expect(screens.payment(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flight or train' })).toContainText(flight);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
}

test('an airport pick-up with meet and greet: the meeting point under the journey, the flight, the breakdown, here and in the e-mail', async ({
  page,
}) => {
  const { breakdown } = await openPricedJourney(page, airportWithMeetAndGreet, '/paymentview');
  await payInCar(page, 'EZY2044');
  const reference = await referenceId(page);

  await expect(detail(page, 'Outward Journey', 'Flight or Train Number')).toHaveText('EZY2044');
  const outward = block(page, 'Outward Journey');
  await expect(outward.getByRole('heading', { name: 'Meeting your driver' })).toBeVisible();
  await expect(outward).toContainText('meets you in the arrivals hall with a name board');
  await expect(page.getByRole('region', { name: 'What happens next' })).not.toContainText('Meeting your driver');

  const total = pounds(breakdown.base_fare + 33);
  await expect(detail(page, 'Payment', 'Total Booking Amount')).toHaveText(total);
  await expect(detail(page, 'Price Breakdown', 'Base fare')).toHaveText(pounds(breakdown.base_fare));
  await expect(detail(page, 'Price Breakdown', 'Meet & Greet')).toHaveText('£12.00');
  await expect(detail(page, 'Price Breakdown', 'Total')).toHaveText(total);

  // The demo's samples: one slim notice, no tag after each paragraph.
  await expect(page.getByRole('note')).toHaveCount(1);
  await expect(page.getByRole('note')).toContainText('This demo shows sample operator texts');
  await expect(page.getByText('(sample text)')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [mail] = await confirmationMails(guest.email);
  expect(mail.subject).toBe(`Booking confirmation ${reference}`);
  expect(mail.body.split('\n')).toEqual(
    expect.arrayContaining([
      'Flight or train: EZY2044',
      'Price breakdown:',
      `  Base fare: ${pounds(breakdown.base_fare)}`,
      '  Meet and greet: £12.00',
      '  2 x Baby seat: £16.00',
      '  Waiting time 10 minutes: £5.00',
      `Total: ${total} (pay the driver)`,
    ]),
  );
});

test('an airport pick-up without meet and greet: no arrivals hall, the rest of the meeting instructions', async ({ page }) => {
  await openPricedJourney(page, airportWithoutExtras, '/paymentview');
  await payInCar(page, 'EZY2044');
  const outward = block(page, 'Outward Journey');
  await expect(outward.getByRole('heading', { name: 'Meeting your driver' })).toBeVisible();
  await expect(outward).toContainText('We track your flight');
  await expect(page.getByText(/arrivals hall|name board/)).toHaveCount(0);
});

test('an hourly hire reads as one: the duration with the journey, no one-way or outward words', async ({ page }) => {
  await openPricedJourney(page, hourlyFromGatwick, '/quotationview');
  // The results too: an hourly card says so, and nothing of free waiting (an hourly hire is all waiting).
  const cards = page.getByRole('region', { name: 'Top results' });
  await expect(cards.getByText('Hourly Hire').first()).toBeVisible();
  await expect(cards).not.toContainText(/One Way|free waiting/);
  await expect(page.getByRole('note')).toContainText('This demo shows sample operator texts');
  await page.goto('/paymentview');
  await payInCar(page, 'BA2490');
  await expect(detail(page, 'Hourly Hire', 'Hourly Duration')).toHaveText('5 Hours');
  await expect(detail(page, 'Hourly Hire', 'Flight or Train Number')).toHaveText('BA2490');
  await expect(detail(page, 'Booking Details', 'Booking Type')).toHaveText('Hourly Booking');
  await expect(page.locator('main')).not.toContainText(/One Way|Outward/i);
  await expectNoAxeViolations(page);
});

test('a return trip with a stop: the stop in full under the outward leg, the return’s flight and meeting under the return', async ({
  page,
}) => {
  await openPricedJourney(page, returnWithStop, '/paymentview');
  await payInCar(page, 'BA117');
  await expect(detail(page, 'Outward Journey', 'Stop 1')).toHaveText('221B Baker Street, NW1 6XE');
  await expect(block(page, 'Outward Journey').getByRole('heading', { name: 'Meeting your driver' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Stop \d/ })).toHaveCount(0);
  await expect(detail(page, 'Return Journey', 'Flight or Train Number')).toHaveText('BA117');
  const back = block(page, 'Return Journey');
  await expect(back.getByRole('heading', { name: 'Meeting your driver' })).toBeVisible();
  await expect(back).toContainText('arrivals hall');
  await expect(detail(page, 'Price Breakdown', 'Return Meet & Greet')).toHaveText('£12.00');
  await expect(block(page, 'Price Breakdown').locator('dt', { hasText: /^Return fare$/ })).toHaveCount(1);

  const [mail] = await confirmationMails(guest.email);
  expect(mail.body.split('\n')).toEqual(expect.arrayContaining(['Stop 1: 221B Baker Street, NW1 6XE', 'Return flight or train: BA117']));
});
