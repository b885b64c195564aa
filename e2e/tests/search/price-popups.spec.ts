import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, popup, quoteButton } from './search-helpers';

/** The UK date (yyyy-mm-dd) and the form's hour label ('10pm') of an instant. */
function ukDateAndHour(instant: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const h = Number(parts.hour);
  const hour = h === 0 ? '12am' : h < 12 ? `${h}am` : h === 12 ? '12pm' : `${h - 12}pm`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour };
}

// The popups wait for the visitor; their button leads to /quoteView (docs/decisions/search.md).
test.describe('price popups lead to the Urgent Booking page', () => {
  test('the same address twice opens Same Address Booking!, whose button goes to /quoteView', async ({ page }) => {
    await openHome(page);
    await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'SW1A 1AA');
    await quoteButton(page).click();
    const dialog = popup(page, 'Same Address Booking!');
    await dialog.getByRole('button', { name: 'Send us your journey' }).click();
    await expect(page).toHaveURL(/\/quoteView$/);
  });

  test('a banned address opens Urgent Booking! with the grace time in hours; its button goes to /quoteView', async ({ page }) => {
    await openHome(page);
    await fillAddress(page, 'Pick-Up', '12 Banned Lane, London SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
    await quoteButton(page).click();
    const dialog = popup(page, 'Urgent Booking!');
    await expect(dialog).toContainText('at least 2 hours ahead');
    await dialog.getByRole('button', { name: 'Send us your journey' }).click();
    await expect(page).toHaveURL(/\/quoteView$/);
  });

  test('a pick-up inside the grace time opens Urgent Booking!; its button goes to /quoteView', async ({ page }) => {
    await openHome(page);
    await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
    // The top of the hour that starts within the next 60 minutes: inside the 120-minute grace time, not
    // past (the form's default is the first bookable slot, so date and hour are set here).
    const { date, hour } = ukDateAndHour(Date.now() + 60 * 60_000);
    await page.getByLabel('Pick-Up Date').fill(date);
    await page.getByRole('combobox', { name: 'Hour', exact: true }).selectOption(hour);
    await page.getByRole('combobox', { name: 'Min', exact: true }).selectOption('00');
    await quoteButton(page).click();
    const dialog = popup(page, 'Urgent Booking!');
    await expect(dialog).toContainText('at least 2 hours ahead');
    await dialog.getByRole('button', { name: 'Send us your journey' }).click();
    await expect(page).toHaveURL(/\/quoteView$/);
  });

  test('a past pick-up date is refused before any price call', async ({ page }) => {
    let priceCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('calculate-distance-price')) priceCalls += 1;
    });
    await openHome(page);
    await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
    await page.getByLabel('Pick-Up Date').fill('2020-01-01');
    await quoteButton(page).click();
    await expect(page.getByText('Pick-up date cannot be earlier than today.')).toBeVisible();
    expect(priceCalls).toBe(0);
  });
});
