import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import { openPaymentWith, referenceId } from '../checkout/checkout-flow';

// product §10 "Visitor clarity": after booking, the confirmation says what was booked (vehicle, operator,
// 'Pay in Car' rather than a raw value), where the driver meets an airport pick-up (under its leg), and what
// happens next: the cancellation policy, how to reach the operator, and a way to book again.

const row = (page: import('@playwright/test').Page, term: string) =>
  page.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');

test('an airport pick-up paid in the car: vehicle, operator, meeting point, policy, contact and Book another journey', async ({ page }) => {
  const { selected } = await openPaymentWith(page);
  await page.getByRole('button', { name: 'Pay in Car' }).click();
  await expect(screens.confirmation(page)).toBeVisible();
  const reference = await referenceId(page);

  await expect(row(page, 'Vehicle')).toHaveText(selected.vehicle_type);
  await expect(row(page, 'Operator')).toHaveText(selected.company_name);
  await expect(row(page, 'Payment Method')).toHaveText('Pay in Car');

  // Under the outward leg; no meet and greet was chosen, so no arrivals hall (clarity/confirmation-says-only-what-is-true).
  const outward = page.getByRole('region', { name: 'Outward Journey' });
  await expect(outward.getByRole('heading', { name: 'Meeting your driver' })).toBeVisible();
  await expect(outward).toContainText('If you cannot find your driver, call our 24/7 line.');
  await expect(outward).not.toContainText('name board');

  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  await expect(next).toContainText(`quote your reference ${reference}`);
  await expect(next.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);

  await page.getByRole('link', { name: 'Book another journey' }).click();
  await expect(screens.home(page)).toBeVisible();
});
