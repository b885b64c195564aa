import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, enterDetailsAndContinue, newClient, referenceId } from './checkout-flow';

// product §4 "Payment": Pay By Card goes to the hosted checkout; on return with status success and a
// session_id, the payment id is fetched and the booking made (by the shell's server, from its record of
// the attempt: docs/checkout-attempts.md). A new client's booking opens the account.

test('a new client gives their details, pays by card through the sandbox checkout, and the account exists afterwards', async ({ page }) => {
  const stripeJs: string[] = [];
  page.on('request', (r) => {
    if (/stripe/i.test(new URL(r.url()).hostname)) stripeJs.push(r.url());
  });
  await enterDetailsAndContinue(page, 'new client');
  const totalText = await page
    .getByRole('region', { name: 'Your booking' })
    .getByText(/^Total:/)
    .textContent();
  const total = Number(totalText!.replace(/[^\d.]/g, ''));
  const before = await page.request.post(`${shellUrl}/api/v1/check-passenger-email`, {
    data: { email: newClient.email, password: newClient.password },
  });
  expect((await before.json()).success).toBe(false);

  // The shell's server records the attempt before the card page: the amount (minor units) is the total
  // shown, and the booking is the one on screen. The method is already stored.
  let seen: { method: string | null; amount: unknown; email: unknown } | undefined;
  await page.route('**/site/checkout-attempts', async (route) => {
    const body = route.request().postDataJSON();
    seen = {
      method: await page.evaluate(() => window.localStorage.getItem('paymentMethod')),
      amount: body.amount,
      email: body.booking.registrationData.email,
    };
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));

  expect(seen).toEqual({ method: '"card"', amount: Math.round(total * 100), email: newClient.email });
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${shellUrl}/card/[A-Za-z0-9_-]{22}/payment-success\\?session_id=cs_test_[^&]+&status=success$`),
  );
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);
  await expect(page.locator('dt', { hasText: 'Payment Method' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Pay by Card');

  const after = await page.request.post(`${shellUrl}/api/v1/check-passenger-email`, {
    data: { email: newClient.email, password: newClient.password },
  });
  expect((await after.json()).success).toBe(true);
  const mails = await confirmationMails(newClient.email);
  expect(mails.map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
  expect(mails[0].body).toContain('paid by card');
  // The sandbox answers with a url, so Stripe.js is never fetched (only the sessionId-only path loads it).
  expect(stripeJs).toEqual([]);
});
