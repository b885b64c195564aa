import { expect, test } from '../../fixtures/test';
import { bookingsTable, signIn, sidebar } from './corporate-helpers';

test.use({ viewport: { width: 768, height: 900 } });

test('at 768 px the sidebar is collapsed; Menu opens it, Close and Escape shut it with focus handled', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
  await sidebar(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.press('Enter');
  await expect(sidebar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(sidebar(page)).toBeHidden();
});

test('at 768 px the bookings are readable cards and the page never scrolls sideways', async ({ page }) => {
  await signIn(page);
  const cards = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Booking Number');
  await expect(cards.first()).toContainText('Payment Method');
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const [pageWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  }
  await cards
    .first()
    .getByRole('button', { name: /^Details of booking/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
});

test('wider than 768 px the sidebar is always shown and there is no Menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 769, height: 900 });
  await signIn(page);
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  // The table scrolls inside its own box when it is wider than the space; the page never does.
  await expect(bookingsTable(page)).toBeVisible();
  const [pageWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);
});
