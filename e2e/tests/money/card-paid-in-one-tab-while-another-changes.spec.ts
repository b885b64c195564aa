import { apiUrl } from '../../fixtures/env';
import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { encode } from '../../fixtures/storage';
import { confirmationMails, enterDetailsAndContinue, guest } from '../checkout/checkout-flow';
import { hostedAmount, payOnHostedPage } from './money-helpers';

// Two tabs share the browser's storage. What is booked after paying is what was recorded when the
// visitor left for the card page, not what another tab stored meanwhile.

test('a change in a second tab while the first pays does not change what the first booked', async ({ page, context }) => {
  const { selected } = await enterDetailsAndContinue(page, 'guest');
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  const paid = await hostedAmount(page);

  const second = await context.newPage();
  await second.goto('/config.json');
  // The second tab chooses two Estates instead, as the results page would store them.
  const prices = JSON.parse(await second.evaluate(() => window.localStorage.getItem('PriceDetails') ?? '[]'));
  const estate = prices.find((p: { vehicle_type: string }) => p.vehicle_type === 'Estate');
  const choice = encode({ ...estate, selection_type: 'selection', quantity: 2, final_price: estate.price * 2 });
  await second.evaluate((value) => window.localStorage.setItem('selectedVehicleData', value), choice);
  await second.close();

  await payOnHostedPage(page);
  await expect(screens.confirmation(page)).toBeVisible();
  const [mail] = await confirmationMails(guest.email);
  expect(mail.body).toContain(`Total: £${paid.toFixed(2)} (paid by card)`);
  expect(mail.body).toContain(`Vehicle: ${selected.vehicle_type}`);
});
