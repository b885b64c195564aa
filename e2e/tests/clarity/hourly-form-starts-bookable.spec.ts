import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, stored } from '../search/search-helpers';

// product §10 "Visitor clarity": the hourly form's pick-up defaults to the first bookable slot in UK time
// (now plus the grace time, rounded up to 5 minutes), not the product's "today, 12am", which is always in
// the past: the first search with the defaults is priced, not refused as 'Urgent Booking!'.

test('an hourly search with the default date and time is priced at once', async ({ page }) => {
  await openHome(page);
  await page.getByRole('tab', { name: 'Hourly Rate' }).click();
  await fillAddress(page, 'Pickup', 'manchester', 'Manchester Airport, Manchester M90 1QX');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(page.getByRole('dialog', { name: 'Urgent Booking!' })).toHaveCount(0);
  const form = await stored<{ pickup_date: string; pickup_hour: string; pickup_min: string }>(page, 'HourlyRateForm', true);
  const hour = (Number(form!.pickup_hour.replace(/(am|pm)$/, '')) % 12) + (form!.pickup_hour.endsWith('pm') ? 12 : 0);
  const chosen = `${form!.pickup_date} ${String(hour).padStart(2, '0')}:${form!.pickup_min}`;
  // UK wall clock, compared as text: at least the seeded 120-minute grace time ahead (5 minutes' slack).
  const ukWall = (instant: number) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'short' }).format(instant);
  expect(chosen >= ukWall(Date.now() + 115 * 60_000)).toBe(true);
  expect(chosen <= ukWall(Date.now() + 130 * 60_000)).toBe(true);
});
