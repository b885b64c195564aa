import { expect, test } from '../../fixtures/test';

const SEEDED = ['Saloon', 'Estate', 'Executive', 'MPV6', 'MPV8', 'Minibus'];

test('Our Fleet lists the seeded vehicles, 4 per row, with seats and luggage', async ({ page }) => {
  await page.goto('/ourfleet');
  await expect(page.getByRole('heading', { name: 'Our Fleet', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Vehicles' }).getByRole('listitem');
  await expect(cards).toHaveCount(SEEDED.length);
  for (const name of SEEDED) await expect(page.getByRole('heading', { name, level: 3, exact: true })).toBeVisible();

  const minibus = cards.filter({ has: page.getByRole('heading', { name: 'Minibus' }) });
  await expect(minibus).toContainText('Seats16');
  await expect(minibus).toContainText('Luggage16');

  // Desktop: four cards share the first row; images stay within 240 px.
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
  expect(tops[4]).toBeGreaterThan(tops[0]);
  const image = minibus.getByRole('img', { name: 'Minibus' });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img) => getComputedStyle(img).maxHeight)).toBe('240px');
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
