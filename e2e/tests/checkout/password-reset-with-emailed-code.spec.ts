import { expect, test } from '../../fixtures/test';
import { emailField, nextButton, openPersonalDetails } from './personal-details-helpers';

// product §2 "Forgot Password" and product §8: the seeded website client resets the password with the code
// the sandbox e-mailed (read from its outbox), lands back on personal details, and signs in with it.

const CLIENT = 'client@example.com';

test('an existing client resets the password with the e-mailed code and books with it', async ({ page, sandbox }) => {
  await openPersonalDetails(page);
  await page.getByRole('radio', { name: 'Existing Client' }).check();
  await emailField(page).fill(CLIENT);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();

  // The e-mail typed on personal details comes along.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CLIENT);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A reset code has been sent to your email.' })).toBeVisible();
  const [mail] = await sandbox.readOutbox(CLIENT);
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  expect(code, mail.body).toBeTruthy();

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Reset Code' }).fill(wrong);
  await page.getByRole('button', { name: 'Verify Reset Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid reset code' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Reset Code' }).fill(code!);
  await page.getByRole('button', { name: 'Verify Reset Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code verified successfully' })).toBeVisible();

  await page.getByLabel('New Password').fill('Brand#New123');
  await page.getByLabel('Confirm Password').fill('Brand#New124');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');

  await page.getByLabel('Confirm Password').fill('Brand#New123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password has been reset successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/personalDetailView$/);

  // The mode and the e-mail are as the visitor left them, and the new password signs the client in.
  await expect(page.getByRole('radio', { name: 'Existing Client' })).toBeChecked();
  await expect(emailField(page)).toHaveValue(CLIENT);
  await page.getByLabel('Password').fill('Brand#New123');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/paymentview$/);
});

test('an unknown e-mail is told so, and Back returns from the code step', async ({ page }) => {
  await page.goto('/forgot_password');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email not found' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(CLIENT);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CLIENT);
  await expect(page.getByRole('link', { name: 'Back To Personal Detail' })).toHaveAttribute('href', '/personalDetailView');
});

test('without a journey, a finished reset lands where the step guard sends the visitor', async ({ page, sandbox }) => {
  await page.goto('/forgot_password');
  await page.getByRole('textbox', { name: 'Email' }).fill(CLIENT);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('textbox', { name: 'Reset Code' })).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await sandbox.readOutbox(CLIENT))[0].body)![1];
  await page.getByRole('textbox', { name: 'Reset Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Reset Code' }).click();
  await page.getByLabel('New Password').fill('Brand#New123');
  await page.getByLabel('Confirm Password').fill('Brand#New123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
});
