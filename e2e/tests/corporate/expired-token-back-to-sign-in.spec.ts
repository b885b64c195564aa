import { expect, test } from '../../fixtures/test';
import { callApi, signIn, sidebar, storedToken } from './corporate-helpers';

// product §4: every protected navigation validates the token; a dead one is removed and sends to /login.

test('a token that stopped working sends the next protected navigation to the sign-in', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  // The token ends outside this page (expiry, or a sign-out elsewhere).
  expect((await callApi('/passenger/logout', { method: 'POST', token: token ?? '' })).status).toBe(200);

  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fmy-account');
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('an unknown stored token is refused the same way on a fresh load', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('passenger_token', btoa(JSON.stringify('expired-token-0000000000'))));
  await page.goto('/bookings');
  await expect(page).toHaveURL('/login?redirect=%2Fbookings');
  expect(await storedToken(page)).toBeNull();
});
