import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, newClient, openPaymentWith, referenceId } from './checkout-flow';

// SPEC 4 "Payment": Pay By Card goes to the hosted checkout; on return with status success and a
// session_id, the payment id is fetched and the booking made. A new client's booking opens the account.

test('a new client pays by card through the sandbox checkout, and the account exists afterwards', async ({ page }) => {
  const { selected } = await openPaymentWith(page, { registration: newClient, clientMode: 'new_client' });
  const before = await page.request.post(`${shellUrl}/api/v1/check-passenger-email`, { data: { email: newClient.email, password: newClient.password } });
  expect((await before.json()).success).toBe(false);

  const methodStored = page.waitForFunction(() => window.localStorage.getItem('paymentMethod') === '"card"');
  const sessionCall = page.waitForRequest((r) => r.url().endsWith('/api/v1/create-checkout-session'));
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await methodStored;
  // The amount is sent in minor units; the site's origin is the return address.
  expect((await sessionCall).postDataJSON()).toEqual({ amount: Math.round(selected.final_price * 100), frontend_url: shellUrl });
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));

  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${shellUrl}/payment-success\\?session_id=cs_test_[^&]+&status=success$`));
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  await expect(page.locator('dt', { hasText: 'Payment Method' }).locator('xpath=following-sibling::dd[1]')).toHaveText('card');

  const after = await page.request.post(`${shellUrl}/api/v1/check-passenger-email`, { data: { email: newClient.email, password: newClient.password } });
  expect((await after.json()).success).toBe(true);
  const mails = await confirmationMails(newClient.email);
  expect(mails.map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
  expect(mails[0].body).toContain('paid by card');
});
