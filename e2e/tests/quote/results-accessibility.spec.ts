import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { classChoice, quoteOneWay, results, stored, summary } from './quote-helpers';

test('the results page has no axe violations, in list and grid, and while the journey is edited', async ({ page }) => {
  await quoteOneWay(page);
  await expectNoAxeViolations(page);
  await results(page).getByRole('button', { name: 'Grid' }).click();
  await expectNoAxeViolations(page);
  await summary(page).getByRole('button', { name: 'Edit Quote' }).click();
  await expect(summary(page).getByRole('form', { name: 'Get a quote' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('no axe violations with a vehicle class chosen, its on-request card shown', async ({ page }) => {
  await quoteOneWay(page);
  await classChoice(page, 'Minibus').check();
  await expect(results(page).getByText('Price on request', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('keyboard only: reach a card’s quantity and Book Now, and land on personal details', async ({ page }) => {
  await quoteOneWay(page);
  const select = results(page).getByRole('list', { name: 'Vehicles' }).getByLabel('Vehicles').first();
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40 && !(await select.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('2');
  await page.keyboard.press('Tab');
  await expect(results(page).getByRole('list', { name: 'Vehicles' }).getByRole('button', { name: 'Book Now' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/personalDetailView$/);
  expect(await stored(page, 'selectedVehicleData', true)).toMatchObject({ quantity: 2, selection_type: 'selection' });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the results and the summary fit with no horizontal scroll, in either layout', async ({ page }) => {
    await quoteOneWay(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await results(page).getByRole('button', { name: 'Grid' }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // On a phone the full summary is one tap away, behind the compact one.
    await page.getByRole('button', { name: 'Show Detail' }).click();
    await summary(page).getByRole('button', { name: 'Edit Quote' }).click();
    await expect(summary(page).getByRole('form', { name: 'Get a quote' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('no axe violations with the summary open and a class chosen', async ({ page }) => {
    await quoteOneWay(page);
    await classChoice(page, 'MPV').check();
    await page.getByRole('button', { name: 'Show Detail' }).click();
    await expect(summary(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
