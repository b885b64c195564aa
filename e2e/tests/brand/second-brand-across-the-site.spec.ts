import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { screens } from '../../fixtures/pages';
import { SECOND_BRAND, startSecondBrand, type SecondBrand } from '../../fixtures/second-brand';
import { expect, test } from '../../fixtures/test';
import { enterDetailsAndContinue, openPersonalDetailsPriced } from '../checkout/checkout-flow';
import { signIn } from '../corporate/corporate-helpers';
import { quoteOneWay, results } from '../quote/quote-helpers';

// product §10 "What the visitor sees": the brand is configuration. The same build, started with a
// second brand (its own colours, and a mark and hero picture served from the operator's own site),
// shows that brand on home, results and the confirmation, with no axe violation on any of them, on personal details, payment or the corporate bookings.

const SECOND = SECOND_BRAND;
let brand: SecondBrand;
let assetsOrigin: string;

test.beforeAll(async () => {
  brand = await startSecondBrand();
  assetsOrigin = brand.assetsOrigin;
});
test.afterAll(() => brand?.stop());

/** The brand's mark in the top bar, loaded (the CSP let it in), and the bar in the brand's colour. */
async function expectBrandBar(page: Page) {
  const bar = page.getByRole('banner');
  const mark = bar.locator(`img[src="${assetsOrigin}/mark.svg"]`);
  await expect(mark).toBeVisible();
  await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(bar).toHaveCSS('background-color', SECOND.primaryRgb);
}

test('a second brand shows its colours and mark on home, results and the confirmation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: brand.url });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();
  await expectBrandBar(page);
  const strip = page.getByRole('region', { name: /^Why book with/ });
  await expect(strip).toHaveCSS('background-color', SECOND.primaryRgb);
  await expect(strip).toContainText('PHV operator 998877');
  await expect(strip).toContainText('Cancel free of charge up to 24 hours before pick-up');
  await expect(page.locator(`img[src="${assetsOrigin}/hero.svg"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  await quoteOneWay(page);
  await expectBrandBar(page);
  await expect(results(page).getByRole('button', { name: 'Book Now' }).first()).toHaveCSS('background-color', SECOND.primaryRgb);
  await expectNoAxeViolations(page);

  await openPersonalDetailsPriced(page);
  await expectBrandBar(page);
  await expectNoAxeViolations(page);
  await enterDetailsAndContinue(page, 'guest');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  await expectBrandBar(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('the corporate bookings wear the second brand, with no axe violation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: brand.url });
  const page = await context.newPage();
  await signIn(page);
  // The area has its own sidebar (the spec hides the navbar there); its buttons wear the brand.
  await expect(page.getByRole('button', { name: /^Details/ }).first()).toHaveCSS('color', SECOND.primaryRgb);
  await expectNoAxeViolations(page);
  await context.close();
});
