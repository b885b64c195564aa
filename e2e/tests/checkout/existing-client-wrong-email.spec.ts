import { expect, test } from '../../fixtures/test';
import { storageHolds } from './checkout-flow';
import { stored } from '../search/search-helpers';
import { emailField, nextButton, openPersonalDetails, problems } from './personal-details-helpers';

// product §5 (5) and product §8: an existing client whose e-mail the dispatch system does not know is told
// to use new client or another e-mail, and stays on the page with nothing stored for payment.

test('an existing client with a wrong e-mail gets the message and stays', async ({ page }) => {
  await openPersonalDetails(page);
  await page.getByRole('radio', { name: 'Existing Client' }).check();
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot_password');

  await emailField(page).fill('nobody@example.com');
  await page.getByLabel('Password').fill('Client#123');
  await nextButton(page).click();

  const message = 'Email not found in the system, Enter new email inside new client or try with another email';
  await expect(problems(page)).toHaveText([message]);
  await expect(emailField(page)).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/personalDetailView$/);
  expect(await stored(page, 'registrationData', true)).toBeNull();
  expect(await stored(page, 'clientMode')).toBe('existing_client');
});

test('the seeded client is found and goes on to payment', async ({ page }) => {
  await openPersonalDetails(page);
  await page.getByRole('radio', { name: 'Existing Client' }).check();
  await emailField(page).fill('client@example.com');
  await page.getByLabel('Password').fill('Client#123');
  await nextButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email found. Proceeding to payment.' })).toBeVisible();
  await expect(page).toHaveURL(/\/paymentview$/);
  // The password stays in the page's memory: never in the browser's storage (product §10 "Money, trust and privacy").
  expect(await stored(page, 'registrationData', true)).toMatchObject({ email: 'client@example.com', password: '' });
  expect(await storageHolds(page, 'Client#123')).toBe(false);
});
