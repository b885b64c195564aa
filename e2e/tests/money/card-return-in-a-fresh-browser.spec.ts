import { apiUrl, shellUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { confirmationMails, enterDetailsAndContinue, referenceId } from '../checkout/checkout-flow';
import { payOnHostedPage } from './money-helpers';

// product §10 "Money, trust and privacy": the return address carries only the attempt's id, and the
// shell's server books from its own record, so a browser with none of the journey's storage (another
// browser, an in-app browser, a cleared storage) still ends on the confirmation, with one booking.

test('a visitor who pays and comes back in a browser with empty storage sees the booking', async ({ page, browser }) => {
  await enterDetailsAndContinue(page, 'guest');
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  const returnAddress = await payOnHostedPage(page, { follow: false });
  expect(returnAddress).toMatch(
    new RegExp(`^${shellUrl}/card/[A-Za-z0-9_-]{22}/payment-success\\?session_id=cs_test_[^&]+&status=success$`),
  );

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(returnAddress);
  await expect(screens.confirmation(other)).toBeVisible();
  const reference = await referenceId(other);
  expect(await other.evaluate(() => window.localStorage.getItem('selectedVehicleData'))).toBeNull();

  // The first browser comes back too: the same booking, not a second one.
  await page.goto(returnAddress);
  await expect(screens.confirmation(page)).toBeVisible();
  expect(await referenceId(page)).toBe(reference);
  expect((await confirmationMails('grace.guest@example.com')).map((m) => m.subject)).toEqual([`Booking confirmation ${reference}`]);
  await fresh.close();
});
