import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { districtCentre, problemsOf } from './maps-journeys';
import { openHome, quoteButton } from './search-helpers';

// product §2 and 8: the locate icon puts the visitor's position in the box; with a key, reverse geocoding
// turns it into an address (without one, or when geocoding fails, the box keeps `lat, lon`, which the
// API resolves).

test("the locate icon fills the pick-up with the address at the visitor's position", async ({ page, context, mapsStandIn }) => {
  const savoy = districtCentre('WC2R');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: savoy.lat, longitude: savoy.lng });
  const problems = problemsOf(page);
  await openHome(page);
  await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
  await expect(page.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue('The Savoy, Strand, London WC2R 0EZ, UK');

  const geocoding = (await mapsStandIn.calls()).filter((call) => call.service === 'geocode');
  expect(geocoding).toEqual([
    expect.objectContaining({ key: mapsStandIn.key, status: 'OK', params: { latlng: `${savoy.lat},${savoy.lng}` } }),
  ]);
  // The address prices: the pick-up the sandbox resolves.
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
  await quoteButton(page).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  expect(problems).toEqual([]);
});

test('when geocoding fails, the locate icon leaves the position as `lat, lon`, which still prices', async ({
  page,
  context,
  mapsStandIn,
}) => {
  await mapsStandIn.behave({ services: 'failing' });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 51.51173, longitude: -0.12021 });
  const problems = problemsOf(page);
  await openHome(page);
  await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
  await expect(page.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue('51.51173, -0.12021');
  expect((await mapsStandIn.calls()).filter((call) => call.service === 'geocode').map((call) => call.status)).toEqual(['OVER_QUERY_LIMIT']);
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
  await quoteButton(page).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  expect(problems).toEqual([]);
});

test('pressed while the Maps script is still on its way, the locate icon waits for it and fills the address', async ({
  page,
  context,
  mapsStandIn,
}) => {
  await mapsStandIn.behave({ delayMs: 2000 });
  const savoy = districtCentre('WC2R');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: savoy.lat, longitude: savoy.lng });
  await openHome(page);
  await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
  await expect(page.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue('The Savoy, Strand, London WC2R 0EZ, UK', {
    timeout: 15_000,
  });
});
