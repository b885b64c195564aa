import { results, screens, vehicleCard } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { stored } from '../search/search-helpers';
import { detailsForm, nextButton } from './personal-details-helpers';

// The whole way to personal details, with no seeded store: a journey from an airport is priced,
// Book Now on the results writes the selection (product §4), and the details page shows that vehicle,
// re-priced, with mf_quote's summary panel and the flight field; a guest then goes on to payment.

test('a guest books a vehicle from the results and gives their details', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('Heathrow Airport');
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Quote and Book' }).click();
  await expect(results(page)).toBeVisible();
  await vehicleCard(page, 'Estate', 'Capital Cars').getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/personalDetailView$/);
  const vehicle = page.getByRole('region', { name: 'Selected Vehicle' });
  await expect(vehicle).toContainText('Estate');
  await expect(vehicle).toContainText('Capital Cars');
  await expect(vehicle.getByText('Total price:').locator('xpath=..')).toHaveText(/^Total price:£\d+\.\d\d$/);
  await expect(page.getByRole('region', { name: 'BOOK A TRIP' })).toContainText('Heathrow Airport');

  const form = detailsForm(page);
  await form.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace.guest@example.com');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('07700 900321');
  await form.getByRole('textbox', { name: 'Flight, train station, sea port or ferry name' }).fill('VS 4');
  await form.getByRole('textbox', { name: 'Additional Info' }).fill('Meet at arrivals, please');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);
  expect(await stored(page, 'clientMode')).toBe('guest_login');
  expect(await stored(page, 'registrationData', true)).toMatchObject({
    firstName: 'Grace',
    surname: 'Hopper',
    additionalInfo: 'Meet at arrivals, please',
  });
  expect(await stored(page, 'BookingForm')).toMatchObject({ pickup_fight_number: 'VS 4' });
});
