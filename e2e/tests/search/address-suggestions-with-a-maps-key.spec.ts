import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { chooseAddress, problemsOf, typeAddress } from './maps-journeys';
import { openHome, quoteButton, stored } from './search-helpers';

// product §7 and §10 "Without outside services": with a key, the address boxes suggest Places (New)
// results in the UK, 50 km around the visitor, each with its postcode; an old key gets the same from
// the legacy AutocompleteService. The stand-in answers from the sandbox's open data, so the chosen
// suggestion prices.

test('typing shows Places suggestions with their postcode, and the chosen one prices', async ({ page, mapsStandIn }) => {
  const problems = problemsOf(page);
  await openHome(page);
  const list = await typeAddress(page, 'Pick-Up', 'heathrow 5');
  await expect(list.getByRole('option')).toHaveText([
    'Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA',
    'Heathrow Terminal 5 Station, UK, TW19',
  ]);
  await list.getByRole('option', { name: 'Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA' }).click();
  await chooseAddress(page, 'Drop-Off', 'savoy', 'The Savoy, Strand, London, UK, WC2R 0EZ');
  await quoteButton(page).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  expect(await stored(page, 'BookingForm')).toMatchObject({
    pickup: 'Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA',
    dropoff: 'The Savoy, Strand, London, UK, WC2R 0EZ',
  });

  const calls = await mapsStandIn.calls();
  const suggestions = calls.filter((call) => call.service === 'autocomplete');
  expect(suggestions.length).toBeGreaterThan(0);
  // Places (New) with the operator's key, biased around central London when the visitor's position is unknown.
  expect(suggestions.every((call) => call.api === 'current' && call.key === mapsStandIn.key && call.status === 'OK')).toBe(true);
  expect(suggestions[0].params).toMatchObject({ lat: '51.5074', lng: '-0.1278' });
  expect(calls.filter((call) => call.service === 'place').every((call) => call.api === 'current')).toBe(true);
  expect(problems).toEqual([]);
});

test('an old key, without Places (New), gets the same suggestions from the legacy service', async ({ page, mapsStandIn }) => {
  await mapsStandIn.behave({ key: 'legacy' });
  const problems = problemsOf(page);
  await openHome(page);
  await chooseAddress(page, 'Pick-Up', 'heathrow 5', 'Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA');

  const calls = await mapsStandIn.calls();
  expect(calls.some((call) => call.service === 'autocomplete' && call.api === 'current' && call.status === 'REQUEST_DENIED')).toBe(true);
  expect(calls.filter((call) => call.service === 'autocomplete' && call.api === 'legacy').every((call) => call.status === 'OK')).toBe(true);
  expect(calls.filter((call) => call.service === 'place').map((call) => `${call.api} ${call.status}`)).toContain('legacy OK');
  expect(problems).toEqual([]);
});

test("suggestions lean towards the visitor's located position", async ({ page, context, mapsStandIn }) => {
  // Manchester Piccadilly's district centre: "piccadilly" then offers Manchester's station before London's Circus.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.4772, longitude: -2.2309 });
  await openHome(page);
  await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
  await expect(page.getByRole('combobox', { name: 'Pick-Up', exact: true })).not.toHaveValue('');
  const list = await typeAddress(page, 'Drop-Off', 'piccadilly');
  await expect(list.getByRole('option').first()).toHaveText(/^Manchester Piccadilly/);
  const last = (await mapsStandIn.calls()).filter((call) => call.service === 'autocomplete').at(-1);
  expect(last?.params).toMatchObject({ input: 'piccadilly', lat: '53.4772', lng: '-2.2309' });
});
