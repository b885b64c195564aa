import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { rootDir, shellUrl } from '../fixtures/env';
import { screens, vehicleCard } from '../fixtures/pages';
import { quoteOneWay, allCards } from '../tests/quote/quote-helpers';
import { guest } from '../tests/checkout/checkout-flow';
import { signIn } from '../tests/corporate/corporate-helpers';
import { startSecondBrand, type SecondBrand } from '../fixtures/second-brand';

// The visitor's pages at a desktop and a phone width, for docs/screens/<brand>/ (docs/screens/README.md),
// in the demo's brand (the stack's) and a second one (second-brand.ts). Each is a PNG of the whole page:
// home, results, personal details, payment, confirmation and the corporate bookings, in the order a
// visitor meets them. SCREENS_DIR (from the repository's root) writes them elsewhere: the README check
// does, into e2e/.tmp/.
const root = `${rootDir}${process.env.SCREENS_DIR ?? 'docs/screens'}`;

async function shoot(page: Page, path: string) {
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
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
}

let second: SecondBrand | undefined;
test.beforeAll(async () => {
  second = await startSecondBrand();
});
test.afterAll(async () => {
  await second?.stop();
  // Debian's pngquant, where there is one, makes each picture about a third of its size for the repository.
  // It runs quietly, so that a failed shot's report stays the last thing printed.
  for (const brand of ['default', 'second']) {
    const files = readdirSync(`${root}/${brand}`).map((name) => `${root}/${brand}/${name}`);
    if (files.length === 0) continue;
    try {
      execFileSync('pngquant', ['--force', '--ext', '.png', '--quality', '70-90', '--speed', '1', ...files], { stdio: 'ignore' });
    } catch {
      // No pngquant: the full-colour pictures stay.
    }
  }
});

/** A page of the brand's site at the width (the default brand is the stack's). */
async function open(browser: Browser, brand: string, width: number) {
  const context = await browser.newContext({
    baseURL: brand === 'second' ? second!.url : shellUrl,
    viewport: { width, height: width === 375 ? 812 : 900 },
    // As a UK visitor's browser reads and writes them (the date field's own picker keeps the machine's format).
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  return context.newPage();
}

for (const brand of ['default', 'second']) {
  for (const width of [1280, 375]) {
    test.describe(`${brand} brand at ${width} px`, () => {
      const folder = `${root}/${brand}`;
      mkdirSync(folder, { recursive: true });
      const file = (name: string) => `${folder}/${name}-${width}.png`;

      test('the booking journey, paid in the car', async ({ browser }) => {
        const page = await open(browser, brand, width);
        await page.goto('/');
        await expect(screens.home(page)).toBeVisible();
        // The form is there under the first loading screen before the page is in; a key pressed then
        // scrolls what is behind the screen (a click would wait for it by itself).
        await expect(page.getByRole('status').filter({ hasText: 'Please wait while loading content' })).toBeHidden();
        // The sections below the form load as the visitor nears them: the shot shows them loaded.
        await page.keyboard.press('End');
        await expect(page.getByRole('heading', { name: 'Popular Location' })).toBeVisible();
        await shoot(page, file('1-home'));

        await quoteOneWay(page);
        await allCards(page);
        await shoot(page, file('2-results'));

        await vehicleCard(page, 'Saloon', 'Capital Cars').getByRole('button', { name: 'Book Now' }).click();
        const form = page.getByRole('form', { name: 'Your details' });
        await form.getByRole('textbox', { name: 'First Name' }).fill(guest.firstName);
        await form.getByRole('textbox', { name: 'Surname' }).fill(guest.surname);
        await form.getByRole('textbox', { name: 'Email' }).fill(guest.email);
        await form.getByRole('textbox', { name: 'Mobile Number' }).fill(guest.number);
        await shoot(page, file('3-personal-details'));

        await form.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
        await shoot(page, file('4-payment'));

        await page.getByRole('button', { name: 'Pay in Car' }).click();
        await expect(screens.confirmation(page)).toBeVisible();
        await shoot(page, file('5-confirmation'));
        await page.context().close();
      });

      test('the corporate bookings', async ({ browser }) => {
        const page = await open(browser, brand, width);
        await signIn(page);
        await shoot(page, file('6-corporate-bookings'));
        await page.context().close();
      });
    });
  }
}
