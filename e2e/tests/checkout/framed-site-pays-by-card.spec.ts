import type { Server } from 'node:http';
import { apiUrl, parentOrigin, ports, shellUrl } from '../../fixtures/env';
import { startFrameParent } from '../../fixtures/frame-parent';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest, openPaymentWith, referenceId } from './checkout-flow';

// product §10 "Routes": hosted checkout refuses to run in a frame, so a framed site's Pay By Card opens
// it at the top level on the click itself, and the return brings the visitor to the site's confirmation.

let parent: Server;
test.beforeAll(async () => {
  parent = await startFrameParent(ports.parent);
});
test.afterAll(async () => {
  await new Promise((resolve) => parent.close(resolve));
});

test('a framed site pays by card at the top level and comes back to its confirmation', async ({ page }) => {
  await openPaymentWith(page);
  await page.goto(`${parentOrigin}/parent.html?src=${encodeURIComponent(`${shellUrl}/paymentview`)}`);
  const site = page.frameLocator('iframe[title="Booking site"]');
  await expect(site.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();

  await site.getByRole('button', { name: 'Pay By Card' }).click();
  // The whole tab moved: first to the site's hand-off, then to the checkout.
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${shellUrl}/card/[A-Za-z0-9_-]{22}/payment-success\\?session_id=`));
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  expect((await confirmationMails(guest.email)).map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
});

test('a framed hand-off opened without an attempt (a typed or old address) is the payment page, with no checkout made', async ({
  page,
}) => {
  await openPaymentWith(page);
  const attempts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/site/checkout-attempts')) attempts.push(r.url());
  });
  await page.goto(`${parentOrigin}/parent.html?src=${encodeURIComponent(`${shellUrl}/stripecheckout`)}`);
  const site = page.frameLocator('iframe[title="Booking site"]');
  await expect(site.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(site.getByRole('button', { name: 'Pay By Card' })).toBeEnabled();
  expect(attempts).toEqual([]);
  expect(page.url()).toMatch(new RegExp(`^${parentOrigin}/parent.html`));
});
