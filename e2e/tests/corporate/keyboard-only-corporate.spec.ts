import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { bodyRows, DEMO, sidebar, signInHeading } from './corporate-helpers';

/** Presses Tab until `matches` says the right element has focus (at most `max` times). */
async function tabTo(page: Page, matches: () => Promise<boolean>, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('never reached by Tab');
}

const focusedIs = (page: Page, role: 'button' | 'link' | 'textbox', name: string | RegExp) => async () =>
  page
    .getByRole(role, { name })
    .first()
    .evaluate((el) => el === document.activeElement)
    .catch(() => false);

test('a keyboard user signs in, opens a booking, edits the profile and logs out', async ({ page }) => {
  await page.goto('/login');
  await expect(signInHeading(page)).toBeVisible();
  await tabTo(page, focusedIs(page, 'textbox', 'Username'));
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(bodyRows(page).first()).toBeVisible();

  await tabTo(page, focusedIs(page, 'button', /^Details of booking/));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(dialog).toBeVisible();
  await expect(page.locator(':focus')).toHaveText('Booking Details'); // its title: it opens at its top
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Details of booking/ }).first()).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await tabTo(page, focusedIs(page, 'link', 'My Account'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account$/);
  await tabTo(page, focusedIs(page, 'textbox', 'Name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Dana Keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible();
  await page.keyboard.press('Escape');

  await tabTo(page, async () =>
    sidebar(page)
      .getByRole('button', { name: 'Logout' })
      .evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
