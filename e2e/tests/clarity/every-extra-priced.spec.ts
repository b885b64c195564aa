import { expectNoAxeViolations } from '../../fixtures/axe';
import { screens, summary } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { airportWithoutExtras, openPricedJourney } from './priced-journey';

// product §10 "What the visitor sees": every priced extra shows its price where it is chosen (per seat, per
// 5 minutes, per journey), from the settings and in the CURRENCY setting; luggage is free and says nothing.

/** The seed's prices (sandbox-api/src/seed/settings.ts). */
const PRICES = [
  ['Meet and Greet', '£12.00 per journey'],
  ['Wheelchair', '£10.00 per journey'],
  ['Baby Seats', '£8.00 per seat'],
  ['Booster Seats', '£6.00 per seat'],
  ['Special Luggage', '£5.00 per item'],
  ['Waiting Minutes', '£2.50 per 5 minutes'],
] as const;

test('Edit Options says what each extra costs beside it, on the outward and the return leg', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await page.getByRole('button', { name: 'Add Return' }).click();
  await page.getByRole('button', { name: 'Edit Options' }).click();
  for (const [name, price] of PRICES) {
    await expect(page.getByRole('group', { name, exact: true })).toHaveAccessibleDescription(price);
    await expect(page.getByRole('group', { name: `Return ${name}`, exact: true })).toHaveAccessibleDescription(price);
  }
  await expect(page.getByText('£8.00 per seat').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Luggage', exact: true })).toHaveAccessibleDescription('');
  await expectNoAxeViolations(page);
});

test('the operator’s currency, and the price of a part to the penny when totals are rounded', async ({ page, sandbox }) => {
  await sandbox.overrideSettings({ CURRENCY: 'GBP', ROUND_OFF: 'yes', BABY_PRICE_PER_SEAT: '0' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Edit Options' }).click();
  await expect(page.getByRole('group', { name: 'Waiting Minutes', exact: true })).toHaveAccessibleDescription('GBP 2.50 per 5 minutes');
  await expect(page.getByRole('group', { name: 'Meet and Greet', exact: true })).toHaveAccessibleDescription('GBP 12.00 per journey');
  await expect(page.getByRole('group', { name: 'Baby Seats', exact: true })).toHaveCount(0);
});

test('the personal-details Options block prices each extra where it is changed', async ({ page }) => {
  await openPricedJourney(page, airportWithoutExtras, '/personalDetailView');
  await expect(screens.personalDetails(page)).toBeVisible();
  await summary(page).getByRole('button', { name: 'Edit Options' }).click();
  for (const [name, price] of PRICES)
    await expect(summary(page).getByRole('group', { name, exact: true })).toHaveAccessibleDescription(price);
  await expectNoAxeViolations(page);
});
