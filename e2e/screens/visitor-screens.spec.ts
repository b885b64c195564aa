import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { rootDir } from '../fixtures/env';
import { screens, vehicleCard } from '../fixtures/pages';
import { quoteOneWay, allCards } from '../tests/quote/quote-helpers';
import { guest } from '../tests/checkout/checkout-flow';
import { signIn } from '../tests/corporate/corporate-helpers';

// The visitor's pages at a desktop and a phone width, for docs/screens/<brand>/ (README "Screens").
// Each is a PNG of the whole page: home, results, personal details, payment, confirmation and the
// corporate bookings, in the order a visitor meets them.

// SCREENS_DIR (from the repository's root) writes them elsewhere: the README check does, into e2e/.tmp/.
const folder = `${rootDir}${process.env.SCREENS_DIR ?? `docs/screens/${process.env.SCREENS_BRAND ?? 'default'}`}`;
mkdirSync(folder, { recursive: true });

async function shoot(page: Page, name: string, width: number) {
  // Lazy pictures below the fold load when scrolled to; the shot waits for them and for the fonts.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('the booking journey, paid in the car', async ({ page }) => {
      await page.goto('/');
      await expect(screens.home(page)).toBeVisible();
      // The sections below the form load as the visitor nears them: the shot shows them loaded.
      await page.keyboard.press('End');
      await expect(page.getByRole('heading', { name: 'Popular Location' })).toBeVisible();
      await shoot(page, '1-home', width);

      await quoteOneWay(page);
      await allCards(page);
      await shoot(page, '2-results', width);

      await vehicleCard(page, 'Saloon', 'Capital Cars').getByRole('button', { name: 'Book Now' }).click();
      const form = page.getByRole('form', { name: 'Your details' });
      await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
      await form.getByRole('textbox', { name: 'Surname' }).fill(guest.surname);
      await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
      await form.getByRole('textbox', { name: 'Mobile Number' }).fill(guest.number);
      await shoot(page, '3-personal-details', width);

      await form.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
      await shoot(page, '4-payment', width);

      await page.getByRole('button', { name: 'Pay in Car' }).click();
      await expect(screens.confirmation(page)).toBeVisible();
      await shoot(page, '5-confirmation', width);
    });

    test('the corporate bookings', async ({ page }) => {
      await signIn(page);
      await shoot(page, '6-corporate-bookings', width);
    });
  });
}
