import { expect, type Locator, type Page } from '@playwright/test';
import { shellUrl } from '../../fixtures/env';
import { encode, storeFlowData } from '../../fixtures/storage';
import { guest, hourlyJourney, journey } from '../checkout/checkout-flow';

// A journey with extras priced for real by the sandbox (through the shell's proxy), a Saloon chosen and a
// guest's details stored, as search, results and personal details leave them.

interface Breakdown {
  base_fare: number;
  return_fare: number;
  quantity: number;
  final_price: number;
}

/** Heathrow to Downing Street with meet and greet, two baby seats, ten minutes' waiting and a flight. */
export const airportWithMeetAndGreet = {
  ...journey,
  meet_and_greet: 'yes',
  baby_seats: 2,
  waiting_min: 10,
  pickup_fight_number: 'EZY2044',
};
/** The same pick-up with no extra chosen. */
export const airportWithoutExtras = { ...journey, pickup_fight_number: 'EZY2044' };
/** From Downing Street to Heathrow by Baker Street, and back from Heathrow with meet and greet. */
export const returnWithStop = {
  ...journey,
  select_option: 'return',
  pickup: journey.dropoff,
  dropoff: journey.pickup,
  return_pickup: journey.pickup,
  return_dropoff: journey.dropoff,
  return_hour: '6pm',
  return_min: '00',
  return_passengers: 2,
  return_fight_number: 'BA117',
  stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
  return_meet_and_greet: 'yes',
};
export const hourlyFromGatwick = { ...hourlyJourney, pickup_fight_number: 'BA2490' };

/** Prices `form` (hourly when it has a duration), stores the flow with a Saloon and a guest, and opens `path`. */
export async function openPricedJourney(page: Page, form: Record<string, unknown>, path: string) {
  const hourly = 'pickup_duration' in form;
  const response = await page.request.post(`${shellUrl}/api/v1/calculate-${hourly ? 'hourly' : 'distance'}-price`, { data: form });
  expect(response.ok(), await response.text()).toBe(true);
  const prices = (await response.json()).price_details as { vehicle_type: string; company_name: string; breakdown: Breakdown }[];
  const saloon = prices.find((p) => p.vehicle_type === 'Saloon') ?? prices[0];
  await storeFlowData(page, {
    priceDetails: prices,
    selectedVehicleData: { ...saloon, selection_type: 'selection', quantity: 1 },
    registrationData: guest,
    raw: hourly
      ? { HourlyRateForm: encode(form), BookingType: JSON.stringify('hourly'), clientMode: JSON.stringify('guest_login') }
      : { BookingForm: JSON.stringify(form), BookingType: JSON.stringify('milleage'), clientMode: JSON.stringify('guest_login') },
  });
  await page.goto(path);
  return saloon;
}

/** The lines a 'Price breakdown' button shows, as [label, value] pairs. */
export async function breakdownRows(page: Page, toggle: Locator): Promise<string[][]> {
  const id = await toggle.getAttribute('aria-controls');
  return page
    .locator(`[id="${id}"] > div`)
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

/** '£40.00' */
export const pounds = (amount: number) => `£${amount.toFixed(2)}`;
