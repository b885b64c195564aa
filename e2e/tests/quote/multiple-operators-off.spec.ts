import { expect, test } from '../../fixtures/test';
import { quoteOneWay, results } from './quote-helpers';

test('with MULTIPLE_OPERATORS off there is no Lowest Price card and no rating', async ({ page, sandbox }) => {
  await sandbox.overrideSettings({ MULTIPLE_OPERATORS: 'disable' });
  await quoteOneWay(page);
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expect(results(page).getByText('Lowest Price')).toHaveCount(0);
  await expect(results(page).getByLabel(/^Rated /)).toHaveCount(0);
  // The sandbox then prices one operator only.
  await expect(results(page).getByText('Capital Cars').first()).toBeVisible();
  await expect(results(page).getByText('Thames Executive')).toHaveCount(0);
});

test('with MULTIPLE_OPERATORS on, every card shows its operator’s rating with one decimal', async ({ page }) => {
  await quoteOneWay(page);
  await expect(results(page).getByText('Lowest Price')).toHaveCount(1);
  // Each operator's cards arrive as it answers: the two counts are read together until they settle.
  await expect(async () => {
    const cards = await results(page).getByRole('article').count();
    const ratings = await results(page)
      .getByLabel(/^Rated \d\.\d out of 5$/)
      .count();
    expect(cards).toBeGreaterThan(1);
    expect(ratings).toBe(cards);
  }).toPass();
});
