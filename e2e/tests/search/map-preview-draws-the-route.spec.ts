import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { chooseAddress, districtCentre, journeyMap, journeySummary, problemsOf } from './maps-journeys';
import { openHome } from './search-helpers';

// product §2 / 9 and §10 "Without outside services": with a key the preview is a 200 px map at zoom 14 with
// the driving route (the Routes library) and a marker at the pick-up, each stop and the drop-off. The
// stand-in records what the site gave the map; its points are the open data's, as the sandbox geocodes them.

test('the map preview draws the route through a stop, with its markers', async ({ page, mapsStandIn }) => {
  const problems = problemsOf(page);
  await openHome(page);
  await chooseAddress(page, 'Pick-Up', 'heathrow 5', 'Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA');
  await chooseAddress(page, 'Drop-Off', 'savoy', 'The Savoy, Strand, London, UK, WC2R 0EZ');
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await page.getByLabel('Stop 1 Street or Road Name').fill('Oxford Street');
  await page.getByLabel('Stop 1 City or Postcode').fill('W1D 1BS');

  await expect(journeyMap(page).getByRole('img', { name: 'Stand-in map: 3 markers (A, B, C), 1 route lines' })).toBeVisible();
  await expect(journeySummary(page)).toHaveCount(0);
  const [heathrow, oxfordStreet, savoy] = [districtCentre('TW6'), districtCentre('W1D'), districtCentre('WC2R')];
  const [map] = await mapsStandIn.drawn(page);
  expect(map.markers).toEqual([
    { label: 'A', ...heathrow },
    { label: 'B', ...oxfordStreet },
    { label: 'C', ...savoy },
  ]);
  const [line] = map.polylines;
  expect(line[0]).toEqual(heathrow);
  expect(line).toContainEqual(oxfordStreet);
  expect(line.at(-1)).toEqual(savoy);
  expect(map.zoom).toBe(14);
  expect(map.center).toEqual(heathrow);
  expect(
    await page
      .locator('#root')
      .getByRole('region', { name: 'Journey map' })
      .evaluate((region) => region.firstElementChild?.getBoundingClientRect().height),
  ).toBe(200);

  const routes = (await mapsStandIn.calls()).filter((call) => call.service === 'route' && call.status === 'OK');
  expect(routes.at(-1)).toMatchObject({ api: 'current', key: mapsStandIn.key, params: { via: 'Oxford Street W1D 1BS' } });
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('an old key draws the route with the legacy DirectionsService', async ({ page, mapsStandIn }) => {
  await mapsStandIn.behave({ key: 'legacy' });
  await openHome(page);
  await chooseAddress(page, 'Pick-Up', 'heathrow 5', 'Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA');
  await chooseAddress(page, 'Drop-Off', 'savoy', 'The Savoy, Strand, London, UK, WC2R 0EZ');
  await expect(journeyMap(page).getByRole('img', { name: 'Stand-in map: 2 markers (A, B), 1 route lines' })).toBeVisible();
  const [map] = await mapsStandIn.drawn(page);
  expect(map.markers).toEqual([
    { label: 'A', ...districtCentre('TW6') },
    { label: 'B', ...districtCentre('WC2R') },
  ]);
  // Each route asks the Routes library first (refused to this key), then the legacy service; while the
  // drop-off was still "savoy" the legacy service found no such place. That route and the chosen one's
  // can be on their way at once, so their calls may interleave: each legacy call follows a refusal of its own.
  const routes = (await mapsStandIn.calls()).filter((call) => call.service === 'route').map((call) => `${call.api} ${call.status}`);
  let refusedFirst = 0;
  for (const call of routes) {
    if (call.startsWith('current')) expect(call).toBe('current REQUEST_DENIED');
    else expect(refusedFirst).toBeGreaterThan(0);
    refusedFirst += call.startsWith('current') ? 1 : -1;
  }
  expect(routes.at(-1)).toBe('legacy OK');
});

test('the hourly form marks its pick-up on the map', async ({ page, mapsStandIn }) => {
  await openHome(page);
  await page.getByRole('tab', { name: 'Hourly Rate' }).click();
  await chooseAddress(page, 'Pickup', 'manchester airport', 'Manchester Airport, Manchester, UK, M90 1QX');
  await expect(journeyMap(page).getByRole('img', { name: 'Stand-in map: 1 markers (A), 0 route lines' })).toBeVisible();
  const [map] = await mapsStandIn.drawn(page);
  expect(map.markers).toEqual([{ label: 'A', ...districtCentre('M90') }]);
});
