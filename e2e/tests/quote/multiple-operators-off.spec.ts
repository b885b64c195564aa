import { expect, test } from '../../fixtures/test';
import { allCards, quoteOneWay, results } from './quote-helpers';

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
  const cards = await allCards(page);
  await expect(results(page).getByLabel(/^Rated \d\.\d out of 5$/)).toHaveCount(cards);
});
