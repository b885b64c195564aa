import { expectNoAxeViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { fillAddress, openHome, popup, quoteButton } from '../search/search-helpers';

// product §10 "What the visitor sees": the price-error popups keep the product's words but stay until the
// visitor acts (a one-second move cannot be read, WCAG 2.2.1). Their button leads to /quoteView; closing
// them leaves the visitor on the form with the journey as typed.

test('Same Address Booking! waits, then its button leads to Quote Now with the journey', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', 'SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'SW1A 1AA');
  await quoteButton(page).click();

  const dialog = popup(page, 'Same Address Booking!');
  await expect(dialog).toContainText('The pick-up and drop-off must be different places.');
  await page.waitForTimeout(4_000);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send us your journey' }).click();
  await expect(page).toHaveURL(/\/quoteView$/);
  const form = page.getByRole('form', { name: 'Quote Now' });
  await expect(form.getByRole('combobox', { name: 'Pickup', exact: true })).toHaveValue('SW1A 1AA');
});

test('Urgent Booking! waits, and Change the journey leaves the form as it was', async ({ page }) => {
  await openHome(page);
  await fillAddress(page, 'Pick-Up', '12 Banned Lane, London SW1A 1AA');
  await fillAddress(page, 'Drop-Off', 'EC2M 7PY');
  await quoteButton(page).click();

  const dialog = popup(page, 'Urgent Booking!');
  await expect(dialog).toContainText('at least 2 hours ahead');
  await page.waitForTimeout(4_000);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Change the journey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('combobox', { name: 'Pick-Up', exact: true })).toHaveValue('12 Banned Lane, London SW1A 1AA');
});
