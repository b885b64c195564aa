import { expect, test } from '../../fixtures/test';
import { screens } from '../../fixtures/pages';
import { fillAddress, openHome, popup, quoteButton, stored } from '../search/search-helpers';

// product §10 "Money, trust and privacy": a refused search leaves no earlier prices or selection behind that
// could be booked for the new journey. Price a trip, choose a car, come back and ask for more passengers than
// any vehicle holds.

test('after a refused search, neither Back nor the results page offers the earlier prices', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
  await quoteButton(page).click();
  await expect(screens.quotation(page)).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(screens.personalDetails(page)).toBeVisible();
  expect(await stored(page, 'selectedVehicleData', true)).not.toBeNull();

  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await page.getByRole('button', { name: 'Change Search' }).click();
  await page.getByLabel('Passengers').selectOption('20');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Refused by product §4's capacity rule; the offer of several vehicles (docs/decisions/search.md) is declined.
  const dialog = popup(page, 'More than one vehicle needed');
  await expect(dialog).toContainText('Passengers exceeded by 4');
  await dialog.getByRole('button', { name: 'Change the journey' }).click();

  expect(await stored(page, 'PriceDetails')).toBeNull();
  expect(await stored(page, 'selectedVehicleData', true)).toBeNull();
  for (const step of ['/quotationview', '/personalDetailView']) {
    await page.goto(step);
    await expect(screens.home(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  }
});
