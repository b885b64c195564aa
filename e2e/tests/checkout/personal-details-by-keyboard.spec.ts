import { expect, test } from '../../fixtures/test';
import { detailsForm, openPersonalDetails, problems, tabTo } from './personal-details-helpers';

// Keyboard alone: the mode switch (arrow keys), every field, the help toggletip, the boxes and
// Next; the error summary takes the focus; the forgot-password steps run with Tab and Enter.

test('a new client fills in personal details with the keyboard alone', async ({ page }) => {
  await openPersonalDetails(page);
  const form = detailsForm(page);

  await tabTo(page, form.getByRole('radio', { name: 'Guest' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'New Client' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'New Client' })).toBeFocused();

  await tabTo(page, form.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(problems(page)).toHaveCount(5);

  await tabTo(page, form.getByRole('textbox', { name: 'First Name' }));
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type('ada.keyboard@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('07700 900789');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Help with the mobile number' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Use a format like +31123456789.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await tabTo(page, form.getByLabel('Password'));
  await page.keyboard.type('Keyboard#1');
  await tabTo(page, form.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
  await page.keyboard.press('Space');
  // The words 'Privacy Policy' and 'Terms and Conditions' are links to the operator's pages in between.
  await tabTo(page, form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' })).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paymentview$/);
});

test('the password reset starts from the keyboard', async ({ page }) => {
  await openPersonalDetails(page);
  const form = detailsForm(page);
  await tabTo(page, form.getByRole('radio', { name: 'Guest' }));
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: 'Existing Client' })).toBeChecked();
  await tabTo(page, form.getByRole('link', { name: 'Forgot Password?' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forgot_password$/);

  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('client@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'A reset code has been sent to your email.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('client@example.com');
});
