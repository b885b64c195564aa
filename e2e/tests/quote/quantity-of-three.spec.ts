import { expect, test } from '../../fixtures/test';
import { amount, quoteOneWay, stored, vehicleCard } from './quote-helpers';

test('a quantity of 3 shows the total on the card and is carried into the selection', async ({ page }) => {
  await quoteOneWay(page);
  const card = vehicleCard(page, 'Estate', 'Capital Cars');
  const one = amount(await card.locator('.price').innerText());

  await card.getByLabel('Vehicles').selectOption('3 x Vehicle Selected');
  await expect(card.getByLabel('Vehicles')).toHaveValue('3');
  await expect(card.getByText('total for 3 vehicles')).toBeVisible();
  const three = amount(await card.locator('.price').innerText());
  expect(three).toBeCloseTo(one * 3, 2);
  expect(await stored(page, 'vehicleSelections')).toEqual({ '2-1': 3 });

  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  expect(await stored(page, 'selectedVehicleData', true)).toMatchObject({
    vehicle_type: 'Estate',
    selection_type: 'selection',
    quantity: 3,
    final_price: three,
  });
});
