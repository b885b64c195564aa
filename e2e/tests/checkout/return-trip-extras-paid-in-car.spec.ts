import type { Page } from '@playwright/test';
import { shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { storeFlowData } from '../../fixtures/storage';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest, journey, referenceId, type PriceDetail } from './checkout-flow';

// product §10 "Money, trust and privacy": every extra paid for, on either leg, and both notes are kept with
// the booking and shown back, on the confirmation and in its e-mail.

const returnTrip = {
  ...journey,
  select_option: 'return',
  return_pickup: journey.dropoff,
  return_dropoff: journey.pickup,
  return_hour: '6pm',
  return_min: '30',
  return_passengers: 2,
  meet_and_greet: 'yes',
  return_meet_and_greet: 'yes',
  return_baby_seats: 2,
  return_wheel_chair: 'yes',
};
const notes = { outward: 'Flight BA117 lands at 10:05.', back: 'Please bring two baby seats for the twins.' };

/** A return trip with extras on both legs, priced by the sandbox and a Saloon chosen; opens personal details. */
async function openDetailsForReturnTrip(page: Page) {
  const response = await page.request.post(`${shellUrl}/api/v1/calculate-distance-price`, { data: returnTrip });
  expect(response.ok(), await response.text()).toBe(true);
  const prices: PriceDetail[] = (await response.json()).price_details;
  const saloon = prices.find((p) => p.vehicle_type === 'Saloon') ?? prices[0];
  await storeFlowData(page, {
    priceDetails: prices,
    selectedVehicleData: { ...saloon, selection_type: 'selection', quantity: 1 },
    raw: { BookingForm: JSON.stringify(returnTrip), BookingType: JSON.stringify('milleage') },
  });
  await page.goto('/personalDetailView');
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 1 })).toBeVisible();
}

test("a return trip with return extras, paid in the car, shows each leg's extras and both notes on the confirmation and in its e-mail", async ({
  page,
}) => {
  await openDetailsForReturnTrip(page);
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await form.getByRole('textbox', { name: 'Surname' }).fill(guest.surname);
  await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(guest.number);
  await form.getByRole('textbox', { name: 'Additional Info', exact: true }).fill(notes.outward);
  await form.getByRole('textbox', { name: 'Return Additional Info' }).fill(notes.back);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);

  const detail = (block: string, label: string) =>
    page
      .getByRole('region', { name: block })
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(detail('Outward Journey', 'Extras')).toHaveText('Meet & Greet');
  await expect(detail('Return Journey', 'Extras')).toHaveText('Meet & Greet, Baby Seat × 2, Wheelchair');
  await expect(detail('Passenger Details', 'Additional Info')).toHaveText(notes.outward);
  await expect(detail('Passenger Details', 'Return Additional Info')).toHaveText(notes.back);

  const [mail] = await confirmationMails(guest.email);
  expect(mail.subject).toBe(`Booking confirmation ${reference}`);
  expect(mail.body.split('\n')).toEqual(
    expect.arrayContaining([
      'Outward extras: Meet and greet',
      'Return extras: Meet and greet, 2 x Baby seat, Wheelchair',
      `Additional info: ${notes.outward}`,
      `Return additional info: ${notes.back}`,
    ]),
  );
});
