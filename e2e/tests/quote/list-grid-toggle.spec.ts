import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results, vehicleList } from './quote-helpers';

test('the list / grid toggle is a pressed-state control that lays the cards out in three columns, kept for the visit', async ({ page }) => {
  await quoteOneWay(page);
  const list = results(page).getByRole('button', { name: 'List' });
  const grid = results(page).getByRole('button', { name: 'Grid' });
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  // The pressed button paints first and the list takes its layout in the frame after (results-frame.tsx).
  const columns = () => vehicleList(page).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(1);

  await grid.focus();
  await page.keyboard.press('Enter');
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(columns).toBe(3);

  await page.reload();
  await expect(results(page).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(columns).toBe(3);

  await results(page).getByRole('button', { name: 'List' }).press('Space');
  await expect(results(page).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(columns).toBe(1);
});
