import { screens, vehicleCard } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { chooseAddress, journeyMap, problemsOf } from './maps-journeys';
import { openHome, quoteButton } from './search-helpers';

// A whole booking with the operator's Maps key on: Places suggestions for both addresses, the route on
// the map, the prices, a car, the visitor's details (the summary's map too), Pay in Car and the
// confirmation, with no console error and nothing sent to Google.

test('a guest books a trip end to end with the Maps key on', async ({ page, mapsStandIn }) => {
  const problems = problemsOf(page);
  await openHome(page);
  await chooseAddress(page, 'Pick-Up', 'paddington', 'Paddington Station, Praed Street, London, UK, W2 1HQ');
  await chooseAddress(page, 'Drop-Off', 'gatwick north', 'Gatwick Airport North Terminal, Crawley, UK, RH6 0PJ');
  await expect(journeyMap(page).getByRole('img', { name: 'Stand-in map: 2 markers (A, B), 1 route lines' })).toBeVisible();
  await page.getByLabel('Flight or Train Number').fill('BA2490');
  await quoteButton(page).click();

  await expect(page).toHaveURL(/\/quotationview$/);
  await vehicleCard(page, 'Saloon', 'Capital Cars').getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  // The booking summary mounts mf_search's JourneyMap: the same route, drawn again.
  await expect(journeyMap(page).getByRole('img', { name: 'Stand-in map: 2 markers (A, B), 1 route lines' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada.maps@example.com');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('+447700900123');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/paymentview$/);
  await page.getByRole('button', { name: 'Pay in Car' }).click();

  await expect(screens.confirmation(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outward Journey' })).toContainText('Paddington Station, Praed Street, London, UK, W2 1HQ');
  await expect(page.getByRole('region', { name: 'Outward Journey' })).toContainText('Gatwick Airport North Terminal, Crawley, UK, RH6 0PJ');
  expect((await mapsStandIn.calls()).every((call) => call.key === mapsStandIn.key)).toBe(true);
  expect(problems).toEqual([]);
});
