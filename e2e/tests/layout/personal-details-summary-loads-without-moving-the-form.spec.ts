import { ports } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { airportWithoutExtras, openPricedJourney } from '../clarity/priced-journey';

// Issue 31 "CLS stays <= 0.02 on every page": on a phone the booking summary (mf_quote's part) sits
// above the personal details form. While it loads, its place is kept at the compact bar's height, so a
// slow mf_quote does not make the form jump up under the visitor's thumb when the bar arrives.

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone, a slow summary arrives above the form without moving it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every file of mf_quote comes 1.5 s late.
  await page.route(`http://localhost:${ports.quote}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await openPricedJourney(page, airportWithoutExtras, '/personalDetailView');
  await expect(screens.personalDetails(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your booking summary' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Show Detail' })).toBeVisible({ timeout: 15_000 });
  // Two frames for the last shift to be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
});
