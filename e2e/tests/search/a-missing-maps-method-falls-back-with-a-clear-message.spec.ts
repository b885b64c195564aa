import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { districtCentre, journeyMap, journeySummary, problemsOf, typeAddress, warningsOf } from './maps-journeys';
import { openHome } from './search-helpers';

// When Google changes its API (a class or a method gone), the journey that needs it falls back to the
// keyless behaviour, never a blank page, and the site's warning names what is missing, so the next
// API change is found in the log. Each case removes one member from the stand-in's script.

test.beforeEach(async ({ context }) => {
  const savoy = districtCentre('WC2R');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: savoy.lat, longitude: savoy.lng });
});

const CASES: [string, string, RegExp][] = [
  [
    'places.AutocompleteSuggestion',
    'the suggestions',
    /google\.maps\.places\.AutocompleteSuggestion\.fetchAutocompleteSuggestions is missing from the loaded Maps script/,
  ],
  [
    'places.AutocompleteSuggestion.fetchAutocompleteSuggestions',
    'the suggestions',
    /google\.maps\.places\.AutocompleteSuggestion\.fetchAutocompleteSuggestions is missing/,
  ],
  ['geocoding.Geocoder', 'the locate icon', /google\.maps\.geocoding\.Geocoder is missing from the loaded Maps script/],
  ['routes.Route', 'the route', /google\.maps\.routes\.Route\.computeRoutes is missing from the loaded Maps script/],
  ['maps.Map', 'the map', /google\.maps\.Map is missing from the loaded Maps script/],
  ['importLibrary', 'all of Maps', /The Maps script loaded without google\.maps\.importLibrary/],
];

for (const [member, journey, message] of CASES) {
  test(`without google.maps.${member}, ${journey} falls back and the warning names it`, async ({ page, mapsStandIn }) => {
    await mapsStandIn.behave({ removed: [member] });
    const problems = problemsOf(page);
    const warnings = warningsOf(page);
    await openHome(page);

    // Suggestions: Google's, or the popular addresses when Places cannot answer.
    const list = await typeAddress(page, 'Pick-Up', 'heathrow 5');
    await expect(list.getByRole('option').first()).toHaveText(/^Heathrow Airport Terminal 5, Hounslow(, UK,)? TW6 2GA$/);
    // The locate icon: an address, or the position as `lat, lon` when geocoding cannot answer.
    await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
    const pickUp = page.getByRole('combobox', { name: 'Pick-Up', exact: true });
    await expect(pickUp).toHaveValue(/^(The Savoy, Strand, London WC2R 0EZ, UK|51\.\d{5}, -0\.\d{5})$/);
    // The preview: the map with its route, or the plain summary.
    await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
    await expect(
      journeyMap(page)
        .getByRole('img', { name: /2 markers \(A, B\), 1 route lines/ })
        .or(journeySummary(page).filter({ hasText: 'SW1A 1AA' })),
    ).toBeVisible();
    await expect.poll(() => warnings.join('\n'), { message: 'a warning names the missing member' }).toMatch(message);
    await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('what each journey falls back to', async ({ page, mapsStandIn }) => {
  // All three members a journey needs are gone: each journey shows its keyless behaviour.
  await mapsStandIn.behave({ removed: ['places.AutocompleteSuggestion', 'geocoding.Geocoder', 'maps.Map'] });
  await openHome(page);
  const list = await typeAddress(page, 'Pick-Up', 'heathrow 5');
  await expect(list.getByRole('option').first()).toHaveText('Heathrow Airport Terminal 5, Hounslow TW6 2GA');
  await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
  await expect(page.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue(/^51\.\d{5}, -0\.\d{5}$/);
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
  await page.waitForTimeout(1500);
  await expect(journeySummary(page)).toContainText('SW1A 1AA');
  await expect(journeyMap(page)).toHaveCount(0);
});
