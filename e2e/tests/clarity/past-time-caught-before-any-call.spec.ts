import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, popup, quoteButton, ukClock } from '../search/search-helpers';

// product §10 "What the visitor sees": a pick-up time that has already passed is caught by the form, before
// any call, in the decisions' words; the API's grace-time refusal keeps 'Urgent Booking!' for a time ahead.

const PASSED = 'This time has already passed. Choose a later time.';

/** An hour of today (UK) that has passed: the one before this one, or midnight in the day's first hour. */
function passedHourToday() {
  const now = ukClock();
  return { date: now.date, hour: now.hour24 === 0 ? '12am' : ukClock(-60).hour };
}

function countPriceCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (/calculate-(distance|hourly)-price/.test(request.url())) calls.count += 1;
  });
  return calls;
}

test('the quote form says a passed time at once, and no price is asked', async ({ page }) => {
  const calls = countPriceCalls(page);
  await openHome(page);
  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
  const passed = passedHourToday();
  await page.getByLabel('Pick-Up Date').fill(passed.date);
  const hour = page.getByRole('combobox', { name: 'Hour', exact: true });
  await hour.selectOption(passed.hour);
  await page.getByRole('combobox', { name: 'Min', exact: true }).selectOption('00');
  await quoteButton(page).click();

  await expect(hour).toHaveAccessibleDescription(PASSED);
  await expect(popup(page, 'Urgent Booking!')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(calls.count).toBe(0);

  // A later day is a time ahead: the message goes as the date changes.
  await page.getByLabel('Pick-Up Date').fill(ukClock(48 * 60).date);
  await expect(hour).not.toHaveAttribute('aria-invalid', 'true');
});

test('the hourly form says a passed time at once, and no price is asked', async ({ page }) => {
  const calls = countPriceCalls(page);
  await openHome(page);
  await page.getByRole('tab', { name: 'Hourly Rate' }).click();
  await fillAddress(page, 'Pickup', 'manchester', 'Manchester Airport, Manchester M90 1QX');
  const passed = passedHourToday();
  await page.getByLabel('Pick up Date').fill(passed.date);
  const hour = page.getByRole('combobox', { name: 'Hour', exact: true });
  await hour.selectOption(passed.hour);
  await page.getByRole('combobox', { name: 'Min', exact: true }).selectOption('00');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(hour).toHaveAccessibleDescription(PASSED);
  await expect(popup(page, 'Urgent Booking!')).toHaveCount(0);
  expect(calls.count).toBe(0);
});
