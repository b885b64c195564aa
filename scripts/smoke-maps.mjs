#!/usr/bin/env node
// `npm run smoke:maps -- --key ...`: the site in Chromium with an operator's real Google Maps key, by
// hand, never in CI. It puts the key in place of the site's GOOGLE_API_KEY setting (in the page only),
// then types an address, presses the locate icon and gives a drop-off, and reports from what the page
// shows and the warnings the site logs (mf-search/src/lib/google/) whether Google answered each.
import { CHROME_FLAGS, systemChromium } from '../config/chromium.mjs';
import { parseSmokeArgs, USAGE } from './smoke-maps-args.mjs';

const args = parseSmokeArgs(process.argv.slice(2));
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.error) {
  console.error(`[smoke:maps] ${args.error}`);
  process.exit(2);
}

const { chromium } = await import('@playwright/test');
const executablePath = systemChromium();
const POSITION_TEXT = /^-?\d+\.\d{5}, -?\d+\.\d{5}$/;
const POSTCODE_AT_END = /\b[A-Z]{1,2}\d[A-Z\d]?( \d[A-Z]{2})?$/;

const browser = await chromium.launch({ executablePath, headless: !args.headed, args: CHROME_FLAGS });
const context = await browser.newContext({ geolocation: args.at, permissions: ['geolocation'] });
const page = await context.newPage();
const warnings = [];
const googleErrors = [];
const mapsRequests = new Map();
page.on('console', (message) => {
  if (message.type() === 'warning' && /Google Maps/.test(message.text())) warnings.push(message.text().split('\n')[0]);
  if (message.type() === 'error' && /Google Maps JavaScript API|googleapis/.test(message.text()))
    googleErrors.push(message.text().split('\n')[0]);
});
page.on('response', (response) => {
  const url = new URL(response.url());
  if (!/googleapis\.com$|gstatic\.com$/.test(url.hostname)) return;
  const where = `${url.hostname}${url.pathname.replace(/\/[^/]*\d[^/]*$/, '/…')}`;
  const seen = mapsRequests.get(where) ?? new Map();
  seen.set(response.status(), (seen.get(response.status()) ?? 0) + 1);
  mapsRequests.set(where, seen);
});
// The key goes into the settings the page reads, nowhere else.
await page.route('**/api/v1/settings-flat', async (route) => {
  const response = await route.fetch();
  const body = await response.json();
  const list = Array.isArray(body) ? body : body.data;
  const settings = [
    ...list.filter((s) => s.setting_name !== 'GOOGLE_API_KEY'),
    { setting_name: 'GOOGLE_API_KEY', setting_value: args.key },
  ];
  await route.fulfill({ response, json: Array.isArray(body) ? settings : { ...body, data: settings } });
});

const results = [];
const report = (ok, what, detail) => results.push({ ok, line: `${ok ? 'OK  ' : 'FAIL'} ${what}: ${detail}` });
const failedWays = (what) => [...new Set(warnings.filter((w) => w.includes(what)).map((w) => w.replace(/^Google Maps: /, '')))];
const settle = (ms) => page.waitForTimeout(ms);

try {
  await page.goto(args.site, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Book a Trip', level: 1 }).waitFor({ timeout: 30_000 });
  await settle(3000);
  if (warnings.some((w) => w.startsWith('Google Maps did not load')))
    report(
      false,
      'the Maps script',
      warnings.find((w) => w.startsWith('Google Maps did not load')),
    );

  const pickUp = page.getByRole('combobox', { name: 'Pick-Up', exact: true });
  await pickUp.fill(args.pickup);
  await settle(4000);
  const options = await page.getByRole('listbox', { name: 'Pick-Up suggestions' }).getByRole('option').allTextContents();
  const suggestionFailures = failedWays('address suggestions from');
  const placesAnswered =
    options.length > 0 && !warnings.some((w) => w.startsWith('Google Maps did not load')) && suggestionFailures.length < 2;
  report(
    placesAnswered,
    'suggestions',
    placesAnswered
      ? `${suggestionFailures.length ? 'the legacy AutocompleteService' : 'Places API (New)'} answered ${options.length}, ${options.filter((o) => POSTCODE_AT_END.test(o)).length} with a postcode (first: "${options[0]}")${suggestionFailures.length ? `; ${suggestionFailures[0]}` : ''}`
      : `no Google suggestions (${[...suggestionFailures, `${options.length} keyless suggestions shown`].join('; ')})`,
  );

  await page.getByRole('button', { name: 'Use my current location for Pick-Up' }).click();
  await settle(4000);
  const located = await pickUp.inputValue();
  const geocoded = located !== args.pickup && !POSITION_TEXT.test(located);
  report(
    geocoded,
    'geocoding',
    geocoded
      ? `the locate icon filled "${located}"`
      : `the box shows "${located}" (${failedWays('the address at').join('; ') || 'no address came back'})`,
  );

  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill(args.dropoff);
  await settle(6000);
  const mapShown = await page.getByRole('region', { name: 'Journey map' }).isVisible();
  const routeFailures = [...failedWays('the route for the map'), ...failedWays('the map from')];
  report(
    mapShown,
    'routes',
    mapShown
      ? `the map shows the route${routeFailures.length ? ` (${routeFailures.join('; ')})` : ' (Routes library)'}`
      : `the journey summary stands in for the map (${routeFailures.join('; ') || 'no route came back'})`,
  );
} catch (error) {
  report(false, 'the page', error.message.split('\n')[0]);
} finally {
  await browser.close();
}

console.log(`[smoke:maps] ${args.site} with the key ${args.key.slice(0, 6)}…`);
for (const { line } of results) console.log(`  ${line}`);
for (const line of googleErrors) console.log(`  Google said: ${line}`);
for (const [where, statuses] of mapsRequests)
  console.log(`  ${where}: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
if (!mapsRequests.size) console.log('  No request reached a Google host (is GOOGLE_MAPS_SCRIPT_URL set to another address on this site?).');
process.exit(results.length && results.every((r) => r.ok) ? 0 : 1);
