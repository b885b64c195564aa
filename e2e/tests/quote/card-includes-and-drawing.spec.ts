import { expect, test } from '../../fixtures/test';
import { allCards, quoteOneWay, results, stored, vehicleList } from './quote-helpers';

test('each priced card says what the price includes, on one line, from the operator’s texts', async ({ page }) => {
  await quoteOneWay(page);
  // The stack runs with the demo's sample texts; this one says 'included' itself, so it is shown as it is.
  const config = await page.evaluate(() => fetch('/config.json').then((answer) => answer.json()));
  const includes = String(config.operator.priceIncludes);
  const lines = results(page).getByText(includes, { exact: true });
  // Every priced card: all but the sandbox's one on-request card.
  await expect(lines).toHaveCount((await allCards(page)) - 1);
  const first = lines.first();
  const height = await first.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
  expect(height).toBeLessThan(1.5);
});

test('a vehicle the API sends without an image shows the drawing of its class', async ({ page }) => {
  await page.route('**/api/v1/calculate-distance-price', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    for (const entry of body.price_details ?? []) entry.vehicle_image = '';
    await route.fulfill({ response: answer, json: body });
  });
  await quoteOneWay(page);
  const offers = (await stored<unknown[]>(page, 'PriceDetails')) ?? [];
  const pictures = results(page).getByRole('img', { name: /^(Saloon|Estate|Executive|MPV6|MPV8|Minibus)$/ });
  await expect(pictures).toHaveCount(offers.length);
  const mpv8 = vehicleList(page).getByRole('img', { name: 'MPV8' }).first();
  await mpv8.scrollIntoViewIfNeeded();
  await expect(mpv8).toHaveAttribute('src', '/storage/vehicles/mpv8.svg');
  await expect.poll(() => mpv8.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
