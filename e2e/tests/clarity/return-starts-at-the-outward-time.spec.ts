import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, quoteButton, stored } from '../search/search-helpers';

// product §10 "What the visitor sees": a return leg's time has no silent midnight. It starts at the outward
// time on the return date, when the return is added and in the form's defaults; a time the visitor chose
// for the return is kept.

const returnHour = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Return Hour', exact: true });
const returnMin = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Return Min', exact: true });

test('Add Return starts the return at the outward time, the day after', async ({ page }) => {
  await openHome(page);
  const outwardHour = await page.getByRole('combobox', { name: 'Hour', exact: true }).inputValue();
  const outwardMin = await page.getByRole('combobox', { name: 'Min', exact: true }).inputValue();
  await page.getByRole('button', { name: 'Add Return' }).click();
  // The defaults: the first bookable time, both ways.
  await expect(returnHour(page)).toHaveValue(outwardHour);
  await expect(returnMin(page)).toHaveValue(outwardMin);

  await page.getByRole('button', { name: 'Remove Return' }).click();
  await page.getByRole('combobox', { name: 'Hour', exact: true }).selectOption('3pm');
  await page.getByRole('combobox', { name: 'Min', exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Add Return' }).click();
  await expect(returnHour(page)).toHaveValue('3pm');
  await expect(returnMin(page)).toHaveValue('30');
  const pickupDate = await page.getByLabel('Pick-Up Date').inputValue();
  const dayAfter = new Date(Date.parse(`${pickupDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByLabel('Return Date')).toHaveValue(dayAfter);

  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
  await fillAddress(page, 'Return Pick-Up', 'EC2M 7PY');
  await fillAddress(page, 'Return Drop-Off', 'SW1A 1AA');
  await quoteButton(page).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  expect(await stored(page, 'BookingForm')).toMatchObject({ select_option: 'return', return_hour: '3pm', return_min: '30' });
});

test('a return time the visitor chose is kept when the return is removed and added again', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Add Return' }).click();
  await returnHour(page).selectOption('6pm');
  await returnMin(page).selectOption('15');
  await page.getByRole('button', { name: 'Remove Return' }).click();
  await page.getByRole('combobox', { name: 'Hour', exact: true }).selectOption('9am');
  await page.getByRole('button', { name: 'Add Return' }).click();
  await expect(returnHour(page)).toHaveValue('6pm');
  await expect(returnMin(page)).toHaveValue('15');
});
