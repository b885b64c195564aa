import { expect, type Page } from '@playwright/test';
import { results } from '../../fixtures/pages';
import { stored } from '../search/search-helpers';

export { results, summary, vehicleCard } from '../../fixtures/pages';
export { stored };

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
  if (returnTrip) {
    await page.getByRole('button', { name: 'Add Return' }).click();
    // A drop-off under 11 characters is not copied into the return pick-up (product §4): typed here.
    await page.getByRole('combobox', { name: 'Return Pick-Up', exact: true }).fill(DROPOFF);
  }
  await page.getByRole('button', { name: 'Quote and Book' }).click();
  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(results(page)).toBeVisible();
}

/**
 * Waits for every card (the list renders after the first screen) and gives their number: one per
 * offer, the Lowest Price card standing in for its own offer.
 */
export async function allCards(page: Page) {
  const offers = (await stored<unknown[]>(page, 'PriceDetails')) ?? [];
  expect(offers.length).toBeGreaterThan(1);
  await expect(results(page).getByRole('article')).toHaveCount(offers.length);
  return offers.length;
}

export const vehicleList = (page: Page) => results(page).getByRole('list', { name: 'Vehicles' });

export const lowestPriceCard = (page: Page) => results(page).getByRole('article').filter({ hasText: 'Lowest Price' });

/** The vehicle class filter: a radio group whose choices read 'Saloon (3)'. */
export const classFilter = (page: Page) => results(page).getByRole('group', { name: 'Vehicle class' });
export const classChoice = (page: Page, vehicleClass: string) =>
  classFilter(page).getByRole('radio', { name: new RegExp(`^${vehicleClass} \\(\\d+\\)$`) });

/** The vehicle names of the cards shown, the Lowest Price card first. */
export const shownVehicles = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();

/** The first money figure of a text: '£1,234.50 total for 3 vehicles' -> 1234.5 */
export const amount = (text: string) => Number((/\d[\d,]*(\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, ''));
