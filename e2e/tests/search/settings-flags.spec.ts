import { expect, test } from '../../fixtures/test';
import { openHome } from './search-helpers';

test('the seed shows both tabs, every priced extra and the three home sections', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('tab', { name: 'GET A QUOTE' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Hourly Rate' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Options' }).click();
  for (const extra of ['Meet and Greet', 'Wheelchair']) await expect(page.getByRole('group', { name: extra })).toBeVisible();
  for (const counter of ['Luggage', 'Baby Seats', 'Booster Seats', 'Special Luggage', 'Waiting Minutes']) {
    await expect(page.getByRole('group', { name: counter, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Extensive Fleet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We support your bookings 24/7, contactable by' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Location' })).toBeVisible();
});

test('flags hide the tabs, the unpriced extras and the home sections', async ({ page, sandbox }) => {
  await sandbox.overrideSettings({
    QUOTATION: 'enable', // hides GET A QUOTE; hourly becomes the only tab
    SHOW_FLEET_SECTION: 'disable',
    SHOW_CONTACT_SECTION: 'disable',
    SHOW_POPULAR_LOCATION: 'disable',
  });
  await openHome(page);
  await expect(page.getByRole('tab', { name: 'Hourly Rate' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'GET A QUOTE' })).toHaveCount(0);
  await expect(page.getByLabel('Duration', { exact: true })).toBeVisible();
  for (const heading of ['Extensive Fleet', 'We support your bookings 24/7, contactable by', 'Popular Location']) {
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  }
});

test('with no hourly rate and no priced extras only GET A QUOTE and luggage remain', async ({ page, sandbox }) => {
  await sandbox.overrideSettings({
    HOURLY_RATE_STATUS: 'disable',
    MEET_AND_GREET: '0',
    WHEEL_CHAIR: '0',
    BABY_PRICE_PER_SEAT: '0',
    BOOSTER_PRICE_PER_SEAT: '0',
    SPECIAL_LUGGAGE_PER_PRICE: '0',
    PRICE_PER_FIVE_WAITING_MIN: '0',
  });
  await openHome(page);
  await expect(page.getByRole('tab', { name: 'Hourly Rate' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Options' }).click();
  await expect(page.getByRole('group', { name: 'Luggage', exact: true })).toBeVisible();
  for (const hidden of ['Meet and Greet', 'Wheelchair', 'Baby Seats', 'Booster Seats', 'Special Luggage', 'Waiting Minutes']) {
    await expect(page.getByRole('group', { name: hidden, exact: true })).toHaveCount(0);
  }
});
