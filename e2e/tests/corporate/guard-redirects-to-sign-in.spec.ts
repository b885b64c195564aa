import { expect, test } from '../../fixtures/test';
import { bodyRows, signInHeading, submitSignIn } from './corporate-helpers';

// product §4 "Route guard" with §10 "Routes": the redirect is honoured when it is a same-site relative path.

for (const path of ['/bookings', '/my-account']) {
  test(`${path} without a session goes to the sign-in and back to ${path} after it`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.getByText('To Corporate Account')).toBeVisible();
    await submitSignIn(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: path === '/bookings' ? 'Bookings' : 'My Account' })).toBeVisible();
  });
}

test('a redirect to another site is ignored: sign-in lands on the bookings', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(bodyRows(page).first()).toBeVisible();
});

test('a corrupt stored session is treated as signed out, not as a crash', async ({ page }) => {
  await page.goto('/config.json');
  await page.evaluate(() => {
    localStorage.setItem('passenger_token', '%%%not base64');
    localStorage.setItem('passenger_corporate_details', 'eyJicm9rZW4i');
  });
  await page.goto('/bookings');
  await expect(page).toHaveURL('/login?redirect=%2Fbookings');
  await expect(signInHeading(page)).toBeVisible();
});
