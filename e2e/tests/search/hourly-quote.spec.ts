import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, stored } from './search-helpers';

test('an hourly quote from an airport lands on /quotationview with the hourly prices and the flight stored', async ({ page }) => {
  await openHome(page);
  await page.getByRole('tab', { name: 'Hourly Rate' }).click();
  await expect(page.getByLabel('Duration', { exact: true })).toHaveValue('4hour');
  await fillAddress(page, 'Pickup', 'manchester', 'Manchester Airport, Manchester M90 1QX');
  // An airport or a station pick-up offers the flight or train field, on the hourly form too
  // (product §10 "Money, trust and privacy").
  await page.getByRole('textbox', { name: 'Flight or Train Number' }).fill('EZY1921');
  await page.getByLabel('Duration', { exact: true }).selectOption({ label: '6 Hours' });
  const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
  await page.getByLabel('Pick up Date').fill(tomorrow);
  await page.getByLabel('Hour', { exact: true }).selectOption('9am');
  await page.getByLabel('Min', { exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/quotationview$/);
  expect(await stored(page, 'BookingType')).toBe('hourly');
  expect((await stored<unknown[]>(page, 'PriceDetails'))?.length).toBeGreaterThan(0);
  expect(await stored(page, 'HourlyRateForm', true)).toMatchObject({
    pickup: 'Manchester Airport, Manchester M90 1QX',
    pickup_duration: '6hour',
    pickup_date: tomorrow,
    pickup_hour: '9am',
    pickup_min: '30',
    pickup_fight_number: 'EZY1921',
  });
});
