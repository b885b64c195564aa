import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { apiUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest, newClient, openPaymentWith, openPersonalDetailsPriced, referenceId } from './checkout-flow';

// Accessibility is part of done: axe clean, usable at 375 px with no sideways scroll, and the whole
// payment done with the keyboard alone.

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** Tabs forward until the named control has focus (at most 40 presses), as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp, role: 'button' | 'link' | 'textbox' = 'button') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('payment, confirmation and cancel screens have no axe violations', async ({ page }) => {
  await openPaymentWith(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/payment-cancel?status=canceled');
  await expect(screens.paymentCanceled(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Payment Failed and Booking Failed dialogs have no axe violations', async ({ page }) => {
  await openPaymentWith(page);
  await page.route('**/api/v1/booking', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Pickup time is within the grace period' }),
    }),
  );
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Booking Failed' })).toContainText('Pickup time is within the grace period');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.route('**/site/checkout-attempts', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Payment Failed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('payment folds its summary behind Show Detail, and nothing scrolls sideways', async ({ page }) => {
    await openPaymentWith(page, { registration: { ...newClient, email: 'a.very.long.address.for.a.small.screen@example.co.uk' } });
    await noSidewaysScroll(page);
    const toggle = page.getByRole('button', { name: 'Show Detail' });
    await expect(page.getByText('Max seats')).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide Detail' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Max seats')).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Pay in Car' }).click();
    await expect(screens.confirmation(page)).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto('/payment-cancel');
    await expect(screens.paymentCanceled(page)).toBeVisible();
    await noSidewaysScroll(page);
  });
});

test('a whole booking with the keyboard alone: details, pay in the car, add to calendar', async ({ page }) => {
  await openPersonalDetailsPriced(page);
  const form = page.getByRole('form', { name: 'Your details' });
  await tabTo(page, 'First Name', 'textbox');
  await page.keyboard.type(guest.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest.surname);
  await tabTo(page, 'Email', 'textbox');
  await page.keyboard.type(guest.email);
  await tabTo(page, 'Mobile Number', 'textbox');
  await page.keyboard.type(guest.number);
  await expect(form.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(guest.number);
  const next = form.getByRole('button', { name: 'Next' });
  for (let i = 0; i < 40 && !(await next.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(screens.payment(page)).toBeVisible();

  await tabTo(page, 'Pay in Car');
  await page.keyboard.press('Enter');
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  await tabTo(page, 'Add to calendar');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
  expect(await confirmationMails(guest.email)).toHaveLength(1);
});

test('pay by card with the keyboard alone, through the sandbox checkout', async ({ page }) => {
  await openPaymentWith(page, { registration: newClient, clientMode: 'new_client' });
  await tabTo(page, 'Pay By Card');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/`));
  await tabTo(page, /^Pay £/);
  await page.keyboard.press('Enter');
  await expect(screens.confirmation(page)).toBeVisible();
});
