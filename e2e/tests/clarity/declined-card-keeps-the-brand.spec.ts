import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { apiUrl } from '../../fixtures/env';
import { screens, stepButton } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { newClient, openPaymentWith } from '../checkout/checkout-flow';

// product §2 hides the navbar on the confirmation screen; its outcomes still say whose site this is and
// whom to call (DECISIONS "What the visitor sees"), and a card that was declined or cancelled never shows
// the last step as done.

/** The seed's Company_Name and Company_Contact_Info (sandbox-api/src/seed/settings.ts). */
const COMPANY = 'Capital Transfers';
const PHONE = '020 7946 0123';

async function expectBrand(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: COMPANY })).toHaveAttribute('href', '/');
  await expect(banner.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute('href', 'tel:02079460123');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

async function expectStepFourNotDone(page: Page) {
  const step = stepButton(page, 'Payment / Confirmation');
  await expect(step).toHaveAttribute('aria-current', 'step');
  await expect(step).not.toHaveAccessibleDescription('Done');
}

test('a declined card: Payment Failed under the brand bar, step 4 not done', async ({ page }) => {
  await openPaymentWith(page, { registration: newClient, clientMode: 'new_client' });
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/`));
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page.getByRole('alertdialog', { name: 'Payment Failed' })).toContainText('Your card was declined.');
  await expectBrand(page);
  await expectStepFourNotDone(page);
  await expectNoAxeViolations(page);
});

test('a cancelled card: Payment Canceled under the brand bar, step 4 not done; on a phone the number is there too', async ({ page }) => {
  await openPaymentWith(page);
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(screens.paymentCanceled(page)).toBeVisible();
  await expectBrand(page);
  await expectStepFourNotDone(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('banner').getByRole('link', { name: `Call ${PHONE}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a booking made: the brand bar, and step 4 done', async ({ page }) => {
  await openPaymentWith(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  await expectBrand(page);
  await expect(stepButton(page, 'Payment / Confirmation')).toHaveAccessibleDescription('Done');
});
