import { apiUrl } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, enterDetailsAndContinue, guest } from '../checkout/checkout-flow';
import { payOnHostedPage, unresolvedAttempts } from './money-helpers';

// A visitor who pays and never comes back still gets the booking: the shell server's reconciler asks
// the API whether the attempt was paid and books it with the attempt's key (RECONCILE_AFTER_SECONDS
// is 5 in this stack; 10 minutes by default).

test('a visitor who pays and closes the browser is booked by the reconciler, once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await enterDetailsAndContinue(page, 'guest');
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  await payOnHostedPage(page, { follow: false });
  await context.close();

  await expect.poll(async () => (await confirmationMails(guest.email)).length, { timeout: 30_000, intervals: [1_000] }).toBe(1);
  const [mail] = await confirmationMails(guest.email);
  expect(mail.body).toContain('paid by card');
  const checker = await browser.newContext();
  expect(await unresolvedAttempts(await checker.newPage())).toEqual([]);
  await checker.close();
});
