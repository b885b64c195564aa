import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, newClient, openPaymentWith } from './checkout-flow';

// product §2 "Confirmation screen" for any status but success; the sandbox's Decline returns as a declined
// card does, and the site shows 'Payment Failed' rather than trusting the return address.

test('cancel at the checkout shows Payment Canceled and keeps the booking to try again, asking again for the password', async ({
  page,
}) => {
  await openPaymentWith(page, { registration: newClient, clientMode: 'new_client' });
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/`));
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(new RegExp(`^${shellUrl}/card/[A-Za-z0-9_-]{22}/payment-cancel\\?status=canceled$`));
  await expect(screens.paymentCanceled(page)).toBeVisible();
  await expect(page.getByText('Please try again or contact support if you need assistance.')).toBeVisible();
  await expect(page.getByText('No money was taken and nothing was booked.')).toBeVisible();
  // The step bar shows the payment step as the current one, not as done.
  await expect(
    page.getByRole('navigation', { name: 'Booking steps' }).getByRole('button', { name: '4. Payment / Confirmation' }),
  ).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(screens.payment(page)).toBeVisible();
  // The journey is kept; the password was in the page's memory only, so the client types it again.
  await expect(page.getByText('For your security, please enter your password again.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to personal details' }).click();
  await page.getByRole('form', { name: 'Your details' }).getByLabel('Password').fill(newClient.password);
  await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Pay By Card' })).toBeEnabled();
  expect(await confirmationMails(newClient.email)).toHaveLength(0);
});

test('a declined card shows Payment Failed with the message and leads back to the payment page', async ({ page }) => {
  await openPaymentWith(page, { registration: newClient, clientMode: 'new_client' });
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(new RegExp(`^${shellUrl}/card/[A-Za-z0-9_-]{22}/payment-success\\?session_id=`));
  const dialog = page.getByRole('alertdialog', { name: 'Payment Failed' });
  await expect(dialog).toContainText('Your card was declined.');
  await expect(screens.confirmation(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(`${shellUrl}/paymentview`);
  await expect(screens.payment(page)).toBeVisible();
  expect(await confirmationMails(newClient.email)).toHaveLength(0);
});

test('a checkout that cannot be made shows Payment Failed on the hand-off screen', async ({ page }) => {
  await openPaymentWith(page);
  await page.route('**/site/checkout-attempts', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The card provider is not answering.' }),
    }),
  );
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(`${shellUrl}/stripecheckout`);
  await expect(screens.cardHandoff(page)).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: 'Payment Failed' });
  await expect(dialog).toContainText('The card provider is not answering.');
  await dialog.getByRole('button', { name: 'Back to payment' }).click();
  await expect(screens.payment(page)).toBeVisible();
});
