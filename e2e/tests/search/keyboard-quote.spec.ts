import { expect, test, type Page } from '@playwright/test';
import { test as sandboxTest } from '../../fixtures/test';
import { stored } from './search-helpers';

/** Presses Tab until the focused element has this accessible label (or gives up). */
async function tabTo(page: Page, label: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const byLabel = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
      return (byLabel ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    if (focused === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

sandboxTest('a quote made with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();

  await tabTo(page, 'Pick-Up');
  await page.keyboard.type('heathrow 5');
  // As a keyboard user does: wait for the suggestions before choosing one.
  await expect(page.getByRole('listbox', { name: 'Pick-Up suggestions' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Pick-Up' })).toHaveValue('Heathrow Airport Terminal 5, Hounslow TW6 2GA');

  await tabTo(page, 'Drop-Off');
  await page.keyboard.type('W1J 9BR');
  await page.keyboard.press('Escape');

  await tabTo(page, 'Passengers');
  await page.keyboard.press('ArrowDown'); // 1 -> 2

  await tabTo(page, 'Edit Options');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Increase Luggage');
  await page.keyboard.press('Enter');

  await tabTo(page, 'Quote and Book');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quotationview$/);
  expect(await stored(page, 'BookingForm')).toMatchObject({ passengers: 2, luggages: 1, dropoff: 'W1J 9BR' });
});

export { expect, test };
