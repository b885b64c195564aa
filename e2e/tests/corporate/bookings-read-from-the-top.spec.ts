import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { bodyRows, detail, signIn, sidebar } from './corporate-helpers';

// Issue 31 item 6, the corporate part: the Booking Type reads 'Distance' or 'Hourly' wherever it is
// shown, the Booking Details dialog opens at its top (its title, then the booking number), and the
// sidebar runs the whole height of the page, however short the page beside it.

const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Booking Details' });

/** Opens the details of the one booking a search finds (the table at 1280 px, the cards at 375 px). */
async function openDetails(page: Page, search: string) {
  await page.getByLabel('Search bookings').fill(search);
  await page
    .getByRole('button', { name: /^Details of booking/ })
    .first()
    .click();
  await expect(detailsDialog(page)).toBeVisible();
}

test("the Booking Type reads 'Distance' or 'Hourly' in the table, the cards and the dialog", async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Search bookings').fill('The Langham');
  await expect(bodyRows(page).first()).toContainText('Hourly');
  await page.getByLabel('Search bookings').fill('The Ritz London');
  await expect(bodyRows(page).first()).toContainText('Distance');
  await page.getByLabel('Search bookings').fill('');
  await expect(page.getByRole('table')).not.toContainText('Quotation');
  await expect(page.getByRole('table')).not.toContainText('Hourly Booking');

  await openDetails(page, 'The Ritz London');
  await expect(detail(detailsDialog(page), 'Ride Type')).toHaveText('Distance');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem').filter({ hasText: 'The Langham' });
  await page.getByLabel('Search bookings').fill('The Langham');
  await expect(card).toContainText('Hourly');
  await expect(card).not.toContainText('Hourly Booking');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width} px the Booking Details dialog opens at its top`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await openDetails(page, 'Luton'); // the longest: a return with a stop, both legs' extras and a note
    const dialog = detailsDialog(page);
    const scroll = () => dialog.evaluate((panel) => ({ top: panel.scrollTop, overflows: panel.scrollHeight > panel.clientHeight }));
    expect(await scroll()).toEqual({ top: 0, overflows: true });
    await expect(dialog.getByRole('heading', { name: 'Booking Details' })).toBeInViewport();
    await expect(detail(dialog, 'Booking Number')).toBeInViewport();
    await expectNoAxeViolations(page);

    // The keyboard reaches Close, the dialog's one control, with Tab and with Shift+Tab, and never leaves.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Enter'); // the focus is back on the row's Details
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
}

test('the sidebar runs the whole height of the page beside a short page and a long one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const spans = async () => {
    const [bar, main] = await Promise.all([sidebar(page).boundingBox(), page.getByRole('main').boundingBox()]);
    return { fromTop: bar!.y <= main!.y + 1, toBottom: bar!.y + bar!.height >= main!.y + main!.height - 1, height: bar!.height };
  };
  expect(await spans()).toMatchObject({ fromTop: true, toBottom: true });

  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('region', { name: 'Edit Profile' })).toBeVisible();
  const short = await spans();
  expect(short).toMatchObject({ fromTop: true, toBottom: true });
  expect(short.height).toBeGreaterThanOrEqual(800);
  await expectNoAxeViolations(page);
});
