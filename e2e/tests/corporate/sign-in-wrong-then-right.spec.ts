import { expect, test } from '../../fixtures/test';
import { bodyRows, DEMO, storedToken, submitSignIn } from './corporate-helpers';

// product §8 "Corporate login": success false, then success; the session is stored encoded.

test('wrong credentials say so, the right ones sign in and store the session', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0); // navbar hidden
  await submitSignIn(page, DEMO.email, 'not-the-password');
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toContainText('Invalid credentials. Please try again.');
  await error.getByRole('button', { name: 'Close' }).click();
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('Login Successfully');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(bodyRows(page).first()).toBeVisible();
  expect(await storedToken(page)).toMatch(/\S{16,}/);
  const passenger = await page.evaluate(() => localStorage.getItem('passenger_corporate_details'));
  expect(JSON.parse(Buffer.from(passenger ?? '', 'base64').toString('utf8'))).toMatchObject({
    passenger_name: DEMO.name,
    passenger_email: DEMO.email,
  });
});

test('the e-mail and password are checked before any call', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('not an e-mail');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
});

test('too many attempts get a clear message and the button waits', async ({ page }) => {
  await page.goto('/login');
  // The sandbox allows 20 sign-in calls a minute per client; this browser uses them up first.
  await page.evaluate(async (email) => {
    for (let i = 0; i < 20; i += 1) {
      await fetch('/api/v1/check-passenger-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong' }),
      });
    }
  }, DEMO.email);
  await submitSignIn(page);
  await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
    'Too many sign-in attempts. Please wait a minute and try again.',
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await expect(page.getByText(/You can try again in \d+ seconds/)).toBeVisible();
});
