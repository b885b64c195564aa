import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, enterDetailsAndContinue, newClient, referenceId } from './checkout-flow';

// SPEC 4 "Payment": Pay By Card goes to the hosted checkout; on return with status success and a
// session_id, the payment id is fetched and the booking made. A new client's booking opens the account.

test('a new client gives their details, pays by card through the sandbox checkout, and the account exists afterwards', async ({ page }) => {
  const stripeJs: string[] = [];
  page.on('request', (r) => {
    if (/stripe/i.test(new URL(r.url()).hostname)) stripeJs.push(r.url());
  });
  await enterDetailsAndContinue(page, 'new client');
  const totalText = await page.getByRole('region', { name: 'Your booking' }).getByText(/^Total:/).textContent();
  const total = Number(totalText!.replace(/[^\d.]/g, ''));
  const before = await page.request.post(`${shellUrl}/api/v1/check-passenger-email`, { data: { email: newClient.email, password: newClient.password } });
  expect((await before.json()).success).toBe(false);

  // Held while the session is made: the method is already stored, and the amount is in minor units.
  let seen: { method: string | null; body: unknown } | undefined;
  await page.route('**/api/v1/create-checkout-session', async (route) => {
    seen = { method: await page.evaluate(() => window.localStorage.getItem('paymentMethod')), body: route.request().postDataJSON() };
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));

  expect(seen).toEqual({ method: '"card"', body: { amount: Math.round(total * 100), frontend_url: shellUrl } });
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
  // The sandbox answers with a url, so Stripe.js is never fetched (only the sessionId-only path loads it).
  expect(stripeJs).toEqual([]);
});
