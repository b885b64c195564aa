import type { Server } from 'node:http';
import type { FrameLocator, Page } from '@playwright/test';
import { apiUrl, crossSiteParentOrigin, crossSiteParentPort, shellUrl } from '../../fixtures/env';
import { startFrameParent } from '../../fixtures/frame-parent';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest } from '../checkout/checkout-flow';
import { payOnHostedPage } from './money-helpers';

// The operator's page is on another SITE (127.0.0.1 framing localhost): the browser partitions the
// framed booking site's storage, or denies it (Chromium here), so the top-level checkout can never read
// what the frame stored. Card payment must work from the attempt's id alone; paying in the car works
// inside the frame.

let parent: Server;
test.beforeAll(async () => {
  parent = await startFrameParent(crossSiteParentPort);
});
test.afterAll(async () => {
  await new Promise((resolve) => parent.close(resolve));
});

/** A guest's journey made inside the frame, from the search to the payment page. */
async function framedJourneyToPayment(page: Page): Promise<FrameLocator> {
  await page.goto(`${crossSiteParentOrigin}/parent.html?src=${encodeURIComponent(`${shellUrl}/`)}`);
  const site = page.frameLocator('iframe[title="Booking site"]');
  const inFrame = site as unknown as Page;
  await expect(screens.home(inFrame)).toBeVisible();
  await expect(site.getByText('Please wait while loading content')).toBeHidden();
  await site.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('SW1A 1AA');
  await site.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('EC2M 7PY');
  await site.getByRole('button', { name: 'Quote and Book' }).click();
  await expect(screens.quotation(inFrame)).toBeVisible();
  await site.getByRole('button', { name: 'Book Now' }).first().click();

  const form = site.getByRole('form', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
  await form.getByRole('textbox', { name: 'Surname' }).fill(guest.surname);
  await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(guest.number);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(screens.payment(inFrame)).toBeVisible();
  return site;
}

const referenceIn = async (scope: Page | FrameLocator) => {
  const value = scope.locator('dt', { hasText: 'Reference ID' }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^\d{8}$/);
  return (await value.textContent())!.trim();
};

test('framed by another site, a visitor pays by card at the top level and sees the confirmation', async ({ page }) => {
  const site = await framedJourneyToPayment(page);
  await site.getByRole('button', { name: 'Pay By Card' }).click();
  // The frame made the attempt; the whole tab goes to the hand-off (or asks for a fresh click), then the card page.
  const continueButton = site.getByRole('button', { name: 'Continue to secure payment' });
  const onCardPage = () => page.url().startsWith(`${apiUrl}/sandbox-checkout/`);
  await expect.poll(async () => onCardPage() || (await continueButton.isVisible().catch(() => false))).toBe(true);
  if (!onCardPage()) await continueButton.click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));

  await payOnHostedPage(page);
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceIn(page);
  expect((await confirmationMails(guest.email)).map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
});

test('framed by another site, a visitor pays in the car inside the frame', async ({ page }) => {
  const site = await framedJourneyToPayment(page);
  await site.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(site as unknown as Page)).toBeVisible();
  const reference = await referenceIn(site);
  expect((await confirmationMails(guest.email)).map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
  expect(page.url()).toMatch(new RegExp(`^${crossSiteParentOrigin}/parent.html`));
});
