import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { bodyRows, signIn, signInHeading, sidebar } from './corporate-helpers';

test('sign-in, bookings, the details modal and the profile have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(signInHeading(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page);
  await expectNoAxeViolations(page);

  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('region', { name: 'Edit Profile' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the collapsed sidebar on a phone has no axe violations, open or shut', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
