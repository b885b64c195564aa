import { apiUrl } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { openPersonalDetailsPriced } from '../checkout/checkout-flow';

// Checked before charging (product §10 "Money, trust and privacy"): a new client whose e-mail already has
// an account is told so on the payment page and offered sign-in; no checkout is made, so no card is
// charged for a booking the API would refuse.

test('a new client whose e-mail has an account is told before paying, signs in instead, then pays', async ({ page }) => {
  const checkouts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/site/checkout-attempts') || r.url().includes('/create-checkout-session')) checkouts.push(r.url());
  });
  await openPersonalDetailsPriced(page);
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('radio', { name: 'New Client' }).check();
  await form.getByRole('textbox', { name: 'First Name' }).fill('Cleo');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Client');
  await form.getByRole('textbox', { name: 'Email' }).fill('client@example.com');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('+447700900789');
  await form.getByLabel('Password').fill('Another#Pass1');
  await form.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/paymentview$/);

  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page.getByText('An account with this e-mail already exists. Please sign in as an existing client.')).toBeVisible();
  await expect(page).toHaveURL(/\/paymentview$/);
  expect(checkouts).toEqual([]);

  await page.getByRole('button', { name: 'Sign in as an existing client' }).click();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  await expect(form.getByRole('radio', { name: 'Existing Client' })).toBeChecked();
  await form.getByLabel('Password').fill('Client#123');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/paymentview$/);
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox-checkout/cs_test_`));
  expect(checkouts).toHaveLength(1);
});
