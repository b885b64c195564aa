import { expectHomeScreen, screens, stepButton } from '../../fixtures/pages';
import { guestRegistration, saloonPrice, selectedSaloon, storeFlowData } from '../../fixtures/storage';
import { expect, test } from '../../fixtures/test';

// product §2 step bar + §10 "Routes": a flow step entered directly (typed URL, refresh, back
// button) is guarded like a step-bar click; the earliest missing item decides where the visitor lands.

test.describe('with empty storage', () => {
  for (const path of ['/paymentview', '/personalDetailView', '/quotationview', '/checkout', '/stripecheckout']) {
    test(`${path} lands on the home screen`, async ({ page }) => {
      await page.goto(path);
      await expectHomeScreen(page);
    });
  }

  test('pages outside the guarded steps open directly', async ({ page }) => {
    await page.goto('/quoteView');
    await expect(screens.urgentBooking(page)).toBeVisible();
    await page.goto('/forgot_password');
    await expect(screens.forgotPassword(page)).toBeVisible();
  });
});

test('with price details only, /paymentview and /personalDetailView land on the quotation', async ({ page }) => {
  await storeFlowData(page, { priceDetails: [saloonPrice] });
  await page.goto('/paymentview');
  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(screens.quotation(page)).toBeVisible();

  await page.goto('/personalDetailView');
  await expect(page).toHaveURL(/\/quotationview$/);
});

test('with price details and a vehicle, /paymentview lands on personal details', async ({ page }) => {
  await storeFlowData(page, { priceDetails: [saloonPrice], selectedVehicleData: selectedSaloon });
  await page.goto('/paymentview');
  await expect(page).toHaveURL(/\/personalDetailView$/);
  await expect(screens.personalDetails(page)).toBeVisible();
});

test('with every earlier item stored, /paymentview opens, and survives a refresh', async ({ page }) => {
  await storeFlowData(page, {
    priceDetails: [saloonPrice],
    selectedVehicleData: selectedSaloon,
    registrationData: guestRegistration,
  });
  await page.goto('/paymentview');
  await expect(screens.payment(page)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/paymentview$/);
  await expect(screens.payment(page)).toBeVisible();
});

test('a tampered stored value counts as missing and never crashes the page', async ({ page }) => {
  await storeFlowData(page, { raw: { PriceDetails: '{not json', selectedVehicleData: '%%%' } });
  await page.goto('/personalDetailView');
  await expectHomeScreen(page);
});

test('a step-bar click is guarded the same way as a direct entry', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await stepButton(page, 'Payment / Confirmation').click();
  await expectHomeScreen(page);

  await storeFlowData(page, { priceDetails: [saloonPrice] });
  await page.goto('/');
  await stepButton(page, 'Payment / Confirmation').click();
  await expect(page).toHaveURL(/\/quotationview$/);
  await stepButton(page, 'Book a Trip').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
