import { expect, test } from '../../fixtures/test';
import { DROPOFF, PICKUP, quoteOneWay, results, summary, vehicleCard } from './quote-helpers';

const row = (page: import('@playwright/test').Page, label: string) =>
  summary(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a return trip: the summary shows both legs, both dates and the distance each way; cards say Round Trip', async ({ page }) => {
  await quoteOneWay(page, { returnTrip: true });
  await expect(row(page, 'From')).toHaveText(PICKUP);
  await expect(row(page, 'To')).toHaveText(DROPOFF);
  // The copy rules filled the return leg the other way round.
  await expect(row(page, 'Return From')).toHaveText(DROPOFF);
  await expect(row(page, 'Return To')).toHaveText(PICKUP);
  await expect(row(page, 'Pickup Date & Time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // No silent midnight: the return starts at the outward time, on its own date (docs/decisions/store.md).
  const outwardTime = (await row(page, 'Pickup Date & Time').innerText()).slice(-5);
  await expect(row(page, 'Return Date & Time')).toHaveText(new RegExp(`^\\d{2}/\\d{2}/\\d{4} ${outwardTime}$`));
  await expect(row(page, 'Distance')).toHaveText(/^\d+ km \/ [\d.]+ miles \(each way\)$/);
  await expect(row(page, 'Journey Time')).toHaveText(/\(each way\)$/);
  await expect(vehicleCard(page, 'Saloon', 'Capital Cars').getByText('Round Trip')).toBeVisible();
});

test('an hourly hire: the summary shows the pickup, date and time and Pickup Duration, with no To or distance; cards say Hourly Hire', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hourly Rate' }).click();
  await page.getByRole('combobox', { name: 'Pickup', exact: true }).fill('Manchester Airport, Manchester M90 1QX');
  await page.getByLabel('Duration', { exact: true }).selectOption({ label: '6 Hours' });
  const later = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
  await page.getByLabel('Pick up Date').fill(later);
  await page.getByLabel('Hour', { exact: true }).selectOption('9am');
  await page.getByLabel('Min', { exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/quotationview$/);

  await expect(row(page, 'From')).toHaveText('Manchester Airport, Manchester M90 1QX');
  await expect(row(page, 'Pickup Date & Time')).toHaveText(`${later.slice(8, 10)}/${later.slice(5, 7)}/${later.slice(0, 4)} 09:30`);
  await expect(row(page, 'Pickup Duration')).toHaveText('6 Hours');
  await expect(summary(page).locator('dt', { hasText: /^To$/ })).toHaveCount(0);
  await expect(summary(page).getByText(/each way/)).toHaveCount(0);
  // An hourly hire is not a one-way trip (docs/decisions/checkout.md).
  await expect(results(page).getByText('Hourly Hire').first()).toBeVisible();
  await expect(results(page).getByText('One Way')).toHaveCount(0);
});
