import { expect, type Page } from '@playwright/test';
import { results } from '../../fixtures/pages';

export { results, summary, vehicleCard } from '../../fixtures/pages';

// What a visitor does and reads on the vehicle results page (mf_quote).

export const PICKUP = 'Heathrow Airport Terminal 5, Hounslow TW6 2GA';
export const DROPOFF = 'SW1A 1AA';

/** Prices a one-way journey from the home screen and waits for the results' cards. */
export async function quoteOneWay(page: Page, { passengers = '2', returnTrip = false } = {}) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill(PICKUP);
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill(DROPOFF);
  await page.getByLabel('Passengers', { exact: true }).selectOption(passengers);
  if (returnTrip) await page.getByRole('button', { name: 'Add Return' }).click();
  await page.getByRole('button', { name: 'Quote and Book' }).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(results(page)).toBeVisible();
}

export const vehicleList = (page: Page) => results(page).getByRole('generic', { name: 'Vehicles' });


export const lowestPriceCard = (page: Page) => results(page).getByRole('article').filter({ hasText: 'Lowest Price' });

/** '£1,234.50' -> 1234.5 */
export const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** A stored item as the store writes it (plain JSON; base64 JSON for the encoded ones). */
export async function stored<T = unknown>(page: Page, key: string, encoded = false): Promise<T | null> {
  return page.evaluate(
    ({ key, encoded }) => {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return null;
      const text = encoded ? new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0))) : raw;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    },
    { key, encoded },
  );
}
