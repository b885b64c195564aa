import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest, newClient, openPaymentWith, referenceId } from './checkout-flow';

// Exactly one booking: whatever the visitor does, one booking (counted in the sandbox outbox).

test('a double click on Pay in Car makes one booking', async ({ page }) => {
  await openPaymentWith(page);
  const bookingCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/booking')) bookingCalls.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Pay in Car' }).dblclick();
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  expect(bookingCalls.length).toBeGreaterThanOrEqual(1);
  expect(new Set(bookingCalls).size).toBe(1);
  expect(bookingCalls[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect((await confirmationMails(guest.email)).map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
});

test('a reload of the success page after paying in the car shows the same booking and makes no other', async ({ page }) => {
  await openPaymentWith(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  const reference = await referenceId(page);
  await page.reload();
  await expect(screens.confirmation(page)).toBeVisible();
  expect(await referenceId(page)).toBe(reference);
  expect(await confirmationMails(guest.email)).toHaveLength(1);
});

test('the back button after paying in the car leads out of the flow, not to a second booking', async ({ page }) => {
  await openPaymentWith(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  await page.goBack();
  // The booking data is cleared, so the payment step's guard sends the visitor to the start.
  await expect(page).toHaveURL(new RegExp(`^${shellUrl}/(home)?$`));
  await expect(screens.home(page)).toBeVisible();
  expect(await confirmationMails(guest.email)).toHaveLength(1);
});

test('a reload of the success page after paying by card, and the back button, make no second booking', async ({ page }) => {
  await openPaymentWith(page, { registration: newClient, clientMode: 'new_client' });
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/`));
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);

  await page.reload();
  await expect(screens.confirmation(page)).toBeVisible();
  expect(await referenceId(page)).toBe(reference);

  // Back to the provider's page (already paid) and its link back to the site.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/`));
  await expect(page.getByText('This payment is complete.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to the booking site' }).click();
  await expect(page).toHaveURL(new RegExp(`^${shellUrl}/card/[A-Za-z0-9_-]{22}/payment-success`));
  await expect(screens.confirmation(page)).toBeVisible();
  expect(await referenceId(page)).toBe(reference);

  expect(await confirmationMails(newClient.email)).toHaveLength(1);
});

test('a retry after a network error reuses the key: one booking', async ({ page }) => {
  await openPaymentWith(page);
  const keys: string[] = [];
  let failNext = true;
  await page.route('**/api/v1/booking', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (failNext) {
      failNext = false;
      // The server books, but the answer is lost on the way back.
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Booking Failed' });
  await expect(dialog).toContainText('We could not reach the server');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await confirmationMails(guest.email)).toHaveLength(1);
});
