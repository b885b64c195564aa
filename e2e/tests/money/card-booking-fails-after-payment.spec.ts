import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, enterDetailsAndContinue, guest, referenceId } from '../checkout/checkout-flow';
import { payOnHostedPage } from './money-helpers';

// After a payment, never a second one: a booking refused after the card was charged shows the payment
// reference and 'Try again', which retries the same booking with the same key. Closing the dialog
// only closes it. Here the operator stops taking bookings while the visitor is on the card page (the
// sandbox's SANDBOX_BOOKING_ANSWER switch), so the booking is refused until it is set back.

test('a booking refused after payment shows the payment reference, and Try again books it once', async ({ page, sandbox }) => {
  await enterDetailsAndContinue(page, 'guest');
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  await sandbox.overrideSettings({ SANDBOX_BOOKING_ANSWER: 'refuse' });

  const completes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/site/checkout-attempts/') && r.url().endsWith('/complete')) completes.push(r.url());
  });
  await payOnHostedPage(page);
  const failed = page.getByRole('alertdialog', { name: 'Booking Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(/Payment reference: pi_sandbox_/);
  await expect(page.getByRole('button', { name: /Back to payment|Pay By Card/ })).toHaveCount(0);

  // Close closes: no retry behind the visitor's back.
  const callsBefore = completes.length;
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(failed).toBeHidden();
  expect(completes.length).toBe(callsBefore);
  await expect(page.getByText(/Payment reference: pi_sandbox_/)).toBeVisible();

  await sandbox.overrideSettings({ SANDBOX_BOOKING_ANSWER: 'book' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  expect((await confirmationMails(guest.email)).map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
  expect(page.url()).toMatch(new RegExp(`^${shellUrl}/card/`));
});
