import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, quoteButton, stored } from './search-helpers';

test('a return quote with two extra stops', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', "King's Cross Station, Euston Road, London N1C 4AP");
  await fillAddress(page, 'Drop-Off', 'Gatwick Airport North Terminal, Crawley RH6 0PJ');
  await page.getByLabel('Passengers', { exact: true }).selectOption('2');

  await page.getByRole('button', { name: 'Add Return' }).click();
  // product §4's copy rules: long addresses cross over, passengers follow.
  await expect(page.getByRole('combobox', { name: 'Return Pick-Up' })).toHaveValue('Gatwick Airport North Terminal, Crawley RH6 0PJ');
  await expect(page.getByRole('combobox', { name: 'Return Drop-Off' })).toHaveValue("King's Cross Station, Euston Road, London N1C 4AP");
  await expect(page.getByLabel('Return Passengers')).toHaveValue('2');

  // The pick-up date moves the return date to the next day.
  const pickupDate = page.getByLabel('Pick-Up Date');
  const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const dayAfter = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  await pickupDate.fill(later);
  await expect(page.getByLabel('Return Date')).toHaveValue(dayAfter);

  await page.getByRole('button', { name: 'Add a stop' }).click();
  await page.getByLabel('Stop 1 Street or Road Name').fill('Oxford Street');
  await page.getByLabel('Stop 1 City or Postcode').fill('W1D 1BS');
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await page.getByLabel('Stop 2 Street or Road Name').fill('Brighton Road');
  await page.getByLabel('Stop 2 City or Postcode').fill('CR5 2NE');

  await quoteButton(page).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  const form = await stored<Record<string, unknown>>(page, 'BookingForm');
  expect(form).toMatchObject({ select_option: 'return', pickup_date: later, return_date: dayAfter, return_passengers: 2 });
  expect(form?.stops).toEqual([
    expect.objectContaining({ street_name: 'Oxford Street', postcode: 'W1D 1BS' }),
    expect.objectContaining({ street_name: 'Brighton Road', postcode: 'CR5 2NE' }),
  ]);
  expect((await stored<unknown[]>(page, 'PriceDetails'))?.length).toBeGreaterThan(0);
});
