import { expect, test } from '../../fixtures/test';
import { allCards, quoteOneWay, results, summary, vehicleCard } from './quote-helpers';

test('a refresh on the results keeps the journey, the cards, the quantity and the layout', async ({ page }) => {
  await quoteOneWay(page);
  const card = vehicleCard(page, 'Saloon', 'Capital Cars');
  await card.getByLabel('Vehicles').selectOption('2');
  const total = (await card.locator('.price').innerText()).split('\n')[0];
  await results(page).getByRole('button', { name: 'Grid' }).click();
  const cards = await allCards(page);

  await page.reload();
  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(summary(page).getByText('Heathrow Airport Terminal 5, Hounslow TW6 2GA')).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(cards);
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars').getByLabel('Vehicles')).toHaveValue('2');
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars').locator('.price')).toContainText(total);
  await expect(results(page).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
});
