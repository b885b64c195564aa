import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, quoteButton, stored } from './search-helpers';

test('a one-way quote lands on /quotationview with the prices stored', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', 'heathrow 5', 'Heathrow Airport Terminal 5, Hounslow TW6 2GA');
  // An airport pick-up offers the flight number.
  await page.getByLabel('Flight or Train Number').fill('BA117');
  await fillAddress(page, 'Drop-Off', 'SW1A 1AA');
  await page.getByLabel('Passengers').selectOption('3');
  await quoteButton(page).click();

  await expect(page).toHaveURL(/\/quotationview$/);
  const prices = await stored<{ max_seat: number; price: number }[]>(page, 'PriceDetails');
  expect(prices?.length).toBeGreaterThan(0);
  // Every price is above 0 but the sandbox's one on-request pair (Thames Executive's Minibus, 0).
  expect(prices?.every((p) => p.max_seat >= 3 && p.price >= 0)).toBe(true);
  expect(prices?.filter((p) => p.price === 0)).toHaveLength(1);
  expect(await stored(page, 'BookingType')).toBe('milleage');
  expect(await stored<{ via_miles: number }>(page, 'CalculatedDistance')).toMatchObject({ via_miles: expect.any(Number) });
  expect(await stored(page, 'BookingForm')).toMatchObject({
    select_option: 'one_way',
    pickup: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA',
    dropoff: 'SW1A 1AA',
    passengers: 3,
    pickup_fight_number: 'BA117',
  });
});
