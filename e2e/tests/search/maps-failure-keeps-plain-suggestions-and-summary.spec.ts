import type { ConsoleMessage } from '@playwright/test';
import type { Behaviour } from '../../fixtures/maps-stand-in/behaviour';
import { expect, test } from '../../fixtures/maps-stand-in/fixture';
import { chooseAddress, journeyMap, journeySummary, typeAddress, warningsOf } from './maps-journeys';
import { openHome, quoteButton } from './search-helpers';

// product §8 and §10 "Without outside services": when Maps fails the site keeps its keyless behaviour: the
// address boxes offer the popular addresses, the preview is the plain journey summary, the journey prices,
// and the site logs a warning, never a console error. The only errors allowed are not the site's: Chromium's
// line for a script that answered 503, and Google's own line for a key it refuses.

const FAILURES: [string, Partial<Behaviour>, RegExp | null][] = [
  ['the script does not load', { script: 'unavailable' }, /^Failed to load resource: the server responded with a status of 503/],
  ['Google refuses the key', { script: 'refuse-key' }, /^Google Maps JavaScript API error: InvalidKeyMapError/],
  ['every service refuses (a spent quota)', { services: 'failing' }, null],
];

for (const [failure, behaviour, notTheSite] of FAILURES) {
  test(`when ${failure}, the plain suggestions and summary work, with no console error`, async ({ page, mapsStandIn }) => {
    await mapsStandIn.behave(behaviour);
    const errors: ConsoleMessage[] = [];
    const pageErrors: Error[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message));
    page.on('pageerror', (error) => pageErrors.push(error));
    const warnings = warningsOf(page);
    await openHome(page);

    await chooseAddress(page, 'Pick-Up', 'heathrow 5', 'Heathrow Airport Terminal 5, Hounslow TW6 2GA');
    await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');
    await expect(journeySummary(page)).toContainText('Heathrow Airport Terminal 5, Hounslow TW6 2GA');
    await expect(journeySummary(page)).toContainText('SW1A 1AA');
    // Past the preview's typing pause: no map replaces the summary.
    await page.waitForTimeout(1500);
    await expect(journeyMap(page)).toHaveCount(0);
    await quoteButton(page).click();
    await expect(page).toHaveURL(/\/quotationview$/);

    expect(pageErrors).toEqual([]);
    expect(errors.map((e) => e.text()).filter((text) => !notTheSite?.test(text))).toEqual([]);
    expect(warnings.length, 'the failure is logged as a warning').toBeGreaterThan(0);
    expect(warnings.join('\n')).toMatch(/Google Maps/);
  });
}

test('a slow Maps leaves the plain suggestions working until it answers, then Places takes over', async ({ page, mapsStandIn }) => {
  await mapsStandIn.behave({ delayMs: 2500 });
  await openHome(page);
  const pickUp = await typeAddress(page, 'Pick-Up', 'heathrow 5');
  // While the script is on its way: the popular addresses, at once.
  await expect(pickUp.getByRole('option').first()).toHaveText('Heathrow Airport Terminal 5, Hounslow TW6 2GA', { timeout: 2000 });
  // Once it is ready, Google's suggestions (each answer also slow) with their postcodes.
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('heathrow 5 ');
  await expect(pickUp.getByRole('option').first()).toHaveText('Heathrow Airport Terminal 5, Hounslow, UK, TW6 2GA', { timeout: 15_000 });
});
