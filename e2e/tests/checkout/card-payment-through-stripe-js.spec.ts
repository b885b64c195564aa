import type { Page, Response } from '@playwright/test';
import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { serveStripeStandIn, watchCsp, type StandInOptions } from '../../fixtures/stripe-stand-in';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, guest, openPaymentWith, referenceId } from './checkout-flow';

// product §10 "Without outside services": a provider that answers create-checkout-session with a sessionId alone (the
// sandbox's SANDBOX_CHECKOUT_ANSWER=session-only) sends the visitor on with Stripe.js's redirectToCheckout,
// the public key coming from GET /api/v1/secret_key. Stripe.js is a stand-in (fixtures/stripe-stand-in.ts)
// served at the address @stripe/stripe-js loads; every test also watches for CSP refusals.

const hostedPage = `${apiUrl}/sandbox-checkout/`;
const isCall =
  (path: string, method = 'GET') =>
  (response: Response) =>
    response.url() === `${shellUrl}${path}` && response.request().method() === method;

test.beforeEach(async ({ sandbox }) => {
  await sandbox.overrideSettings({ SANDBOX_CHECKOUT_ANSWER: 'session-only' });
});

/** To the payment page as a guest with Stripe.js replaced and the CSP watched, then Pay By Card. */
async function payByCardThroughStripeJs(page: Page, options: Omit<StandInOptions, 'hostedPage'> = {}) {
  const standIn = await serveStripeStandIn(page, { hostedPage, ...options });
  const csp = await watchCsp(page);
  await openPaymentWith(page);
  const attemptAnswer = page.waitForResponse(isCall('/site/checkout-attempts', 'POST'));
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  const attempt = await (await attemptAnswer).json();
  return { standIn, csp, attempt };
}

test('a provider that answers with a sessionId alone: Stripe.js takes the visitor to pay with the key from GET /api/v1/secret_key, and they come back confirmed', async ({
  page,
}) => {
  const keyAnswer = page.waitForResponse(isCall('/api/v1/secret_key'));
  const { standIn, csp, attempt } = await payByCardThroughStripeJs(page);
  expect(attempt).toMatchObject({ status: 'open', url: null, sessionId: expect.stringMatching(/^cs_test_/) });
  const { key } = await (await keyAnswer).json();

  await expect(page).toHaveURL(`${hostedPage}${attempt.sessionId}`);
  // The pinned @stripe/stripe-js major loads the basil release, the last with redirectToCheckout.
  expect(standIn.requests).toEqual(['https://js.stripe.com/basil/stripe.js', 'https://js.stripe.com/basil/controller.html']);
  expect(key).toMatch(/^pk_test_sandbox_/);
  expect(standIn.keys).toEqual([key]);
  expect(standIn.sessions).toEqual([attempt.sessionId]);

  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(`${shellUrl}/card/${attempt.id}/payment-success?session_id=${attempt.sessionId}&status=success`);
  await expect(screens.confirmation(page)).toBeVisible();
  await expect(page.getByText('Your Booking is Confirmed!')).toBeVisible();
  const reference = await referenceId(page);
  await expect(page.locator('dt', { hasText: 'Payment Method' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Pay by Card');
  expect((await confirmationMails(guest.email)).map((mail) => mail.subject)).toEqual([`Booking confirmation ${reference}`]);
  expect(csp).toEqual([]);
});

const failures: [string, Omit<StandInOptions, 'hostedPage'>, string][] = [
  [
    'Stripe.js answers an error',
    { mode: 'answers-error', errorMessage: 'This Checkout Session is no longer active.' },
    'This Checkout Session is no longer active.',
  ],
  [
    'Stripe.js does not load',
    { mode: 'unreachable' },
    'The card payment service could not be loaded. Please check your connection and try again.',
  ],
  [
    'the Stripe.js that loads has no redirectToCheckout',
    { mode: 'without-redirect' },
    'The card payment page cannot be opened from this site at the moment. Please try again later or contact us.',
  ],
];

for (const [name, options, message] of failures) {
  test(`${name}: Payment Failed says so on the hand-off screen, with the way back to payment`, async ({ page }) => {
    const developerNotes: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error' && entry.text().startsWith('[payment]')) developerNotes.push(entry.text());
    });
    const { csp, attempt } = await payByCardThroughStripeJs(page, options);
    await expect(page).toHaveURL(`${shellUrl}/stripecheckout?attempt=${attempt.id}`);
    await expect(screens.cardHandoff(page)).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Payment Failed' });
    await expect(dialog).toContainText(message);
    if (options.mode === 'without-redirect') expect(developerNotes.join('\n')).toContain('has no redirectToCheckout');
    await dialog.getByRole('button', { name: 'Back to payment' }).click();
    await expect(page).toHaveURL(`${shellUrl}/paymentview`);
    await expect(screens.payment(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay By Card' })).toBeEnabled();
    expect(await confirmationMails(guest.email)).toHaveLength(0);
    expect(csp).toEqual([]);
  });
}

test('the CSP watch sees a frame the policy does not allow', async ({ page }) => {
  const { csp } = await payByCardThroughStripeJs(page, {
    mode: 'answers-error',
    errorMessage: 'Refused.',
    extraFrame: 'https://m.stripe.network/inner.html',
  });
  await expect(page.getByRole('alertdialog', { name: 'Payment Failed' })).toContainText('Refused.');
  await expect.poll(() => csp.join('\n')).toContain('frame-src https://m.stripe.network');
});
