import type { Page } from '@playwright/test';
import { saloonPrice, selectedSaloon, storeFlowData } from '../../fixtures/storage';

// Starts a spec on personal details with a priced, chosen vehicle (product §4 "Vehicle selection"), as
// mf_quote's Book Now leaves the store; the journey is a distance booking from an airport.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const airportJourney = {
  select_option: 'one_way',
  pickup: 'Heathrow Airport',
  dropoff: 'SW1A 1AA',
  pickup_date: inDays(30),
  pickup_hour: '3pm',
  pickup_min: '30',
  passengers: 2,
  stops: [],
};

export async function openPersonalDetails(page: Page, extra: Record<string, string> = {}) {
  await storeFlowData(page, {
    priceDetails: [saloonPrice],
    selectedVehicleData: selectedSaloon,
    raw: { BookingForm: JSON.stringify(airportJourney), BookingType: 'milleage', ...extra },
  });
  await page.goto('/personalDetailView');
  await page.getByRole('heading', { name: 'Personal Details', level: 1 }).waitFor();
}

/** The GOV.UK error summary's messages, top to bottom. */
export const problems = (page: Page) => page.getByRole('list', { name: 'Problems to fix' }).getByRole('listitem');

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });

/** The page's own form (the shell's step bar has a Next of its own). */
export const detailsForm = (page: Page) => page.getByRole('form', { name: 'Your details' });
export const nextButton = (page: Page) => detailsForm(page).getByRole('button', { name: 'Next' });

/** Presses Tab until `target` has the focus (it must be reachable by keyboard within `limit` presses). */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with ${limit} Tab presses: ${target}`);
}

/** True when the page is no wider than the viewport (no horizontal scroll). */
export const hasNoHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
