import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, popup, quoteButton, ukToday } from './search-helpers';

test.describe('price popups lead to the Urgent Booking page', () => {
  test('the same address twice opens Same Address Booking! and goes to /quoteView', async ({ page }) => {
    await openHome(page);
    await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'SW1A 1AA');
    await quoteButton(page).click();
    await expect(popup(page, 'Same Address Booking!')).toBeVisible();
    await expect(page).toHaveURL(/\/quoteView$/, { timeout: 5_000 });
  });

  test('a banned address opens Urgent Booking! with the grace time in hours, then /quoteView', async ({ page }) => {
    await openHome(page);
    await fillAddress(page, 'Pick-Up', '12 Banned Lane, London SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
    await quoteButton(page).click();
    const dialog = popup(page, 'Urgent Booking!');
    await expect(dialog).toContainText('at least 2 hours ahead');
    await expect(page).toHaveURL(/\/quoteView$/, { timeout: 6_000 });
  });

  test('a pick-up inside the grace time opens Urgent Booking! and goes to /quoteView', async ({ page }) => {
    await openHome(page);
    await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
    // Today, at the default time (now rounded to 5 minutes): inside the 120-minute grace time.
    await page.getByLabel('Pick-Up Date').fill(ukToday());
    await quoteButton(page).click();
    await expect(popup(page, 'Urgent Booking!')).toContainText('at least 2 hours ahead');
    await expect(page).toHaveURL(/\/quoteView$/, { timeout: 6_000 });
  });

  test('a past pick-up date is refused before any price call', async ({ page }) => {
    let priceCalls = 0;
    page.on('request', (request) => { if (request.url().includes('calculate-distance-price')) priceCalls += 1; });
    await openHome(page);
    await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
    await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
    await page.getByLabel('Pick-Up Date').fill('2020-01-01');
    await quoteButton(page).click();
    await expect(page.getByText('Pick-up date cannot be earlier than today.')).toBeVisible();
    expect(priceCalls).toBe(0);
  });
});
