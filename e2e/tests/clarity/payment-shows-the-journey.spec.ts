import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { enterDetailsAndContinue, journey } from '../checkout/checkout-flow';

// product §10 "Visitor clarity": before paying, the visitor sees what they buy. The payment page shows
// the whole journey (mf_quote's summary, mounted at run time), the Terms by the pay buttons, the
// operator's cancellation policy, and card badges that are pictures, not buttons.

test('the payment page shows the journey, the Terms, the cancellation policy and the cards accepted', async ({ page }) => {
  await enterDetailsAndContinue(page, 'guest');
  await expect(screens.payment(page)).toBeVisible();
  const booking = page.getByRole('region', { name: 'BOOK A TRIP' });
  await expect(booking.getByText(journey.pickup).first()).toBeVisible();
  await expect(booking.getByText(journey.dropoff).first()).toBeVisible();
  await expect(booking.getByText('Passengers').first()).toBeVisible();

  const terms = page.getByRole('link', { name: 'Terms and Conditions' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(page.getByText(/Cancellation policy: Cancel free of charge up to 24 hours before pick-up/)).toBeVisible();
  for (const card of ['Visa', 'Mastercard', 'American Express']) await expect(page.getByRole('img', { name: card })).toBeVisible();
  await expect(page.getByRole('button', { name: /Visa|Mastercard/ })).toHaveCount(0);

  // The sample Terms page says it is a sample.
  const [termsPage] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(termsPage.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
  await expect(termsPage.getByText('Sample terms: replace with your own')).toBeVisible();
});
