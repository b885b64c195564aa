import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, popup } from '../search/search-helpers';

// product §10 "Visitor clarity": the price-error popups keep the product's words and their move to
// /quoteView (on their button: "What the visitor sees"), and the Quote Now form there arrives with
// everything typed, from whichever form.

const ukNowPlus = (minutes: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(Date.now() + minutes * 60_000)
      .map((part) => [part.type, part.value]),
  );
  const h = Number(parts.hour);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: h === 0 ? '12am' : h < 12 ? `${h}am` : h === 12 ? '12pm' : `${h - 12}pm`,
  };
};

test('an hourly search inside the grace time reaches Quote Now with the pick-up and the hours', async ({ page }) => {
  await openHome(page);
  await page.getByRole('tab', { name: 'Hourly Rate' }).click();
  await fillAddress(page, 'Pickup', 'manchester', 'Manchester Airport, Manchester M90 1QX');
  await page.getByLabel('Duration', { exact: true }).selectOption({ label: '6 Hours' });
  const soon = ukNowPlus(60);
  await page.getByLabel('Pick up Date').fill(soon.date);
  await page.getByLabel('Hour', { exact: true }).selectOption(soon.hour);
  await page.getByLabel('Min', { exact: true }).selectOption('00');
  await page.getByRole('button', { name: 'Search' }).click();

  await popup(page, 'Urgent Booking!').getByRole('button', { name: 'Send us your journey' }).click();
  await expect(page).toHaveURL(/\/quoteView$/);
  const form = page.getByRole('form', { name: 'Quote Now' });
  await expect(form.getByRole('combobox', { name: 'Pickup', exact: true })).toHaveValue('Manchester Airport, Manchester M90 1QX');
  await expect(form.getByLabel('Date')).toHaveValue(soon.date);
  await expect(form.getByRole('textbox', { name: 'Additional Comments' })).toHaveValue(/Duration: 6 Hours/);
});

test('the same address twice in the distance form reaches Quote Now with both addresses and the stop', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'SW1A 1AA');
  await page.getByLabel('Passengers').selectOption('3');
  await page.getByRole('button', { name: 'Quote and Book' }).click();

  await popup(page, 'Same Address Booking!').getByRole('button', { name: 'Send us your journey' }).click();
  await expect(page).toHaveURL(/\/quoteView$/);
  const form = page.getByRole('form', { name: 'Quote Now' });
  await expect(form.getByRole('combobox', { name: 'Pickup', exact: true })).toHaveValue('SW1A 1AA');
  await expect(form.getByRole('combobox', { name: 'Drop Off', exact: true })).toHaveValue('SW1A 1AA');
  await expect(form.getByLabel('Passengers', { exact: true })).toHaveValue('3');
});
