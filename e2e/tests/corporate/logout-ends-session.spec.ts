import { expect, test } from '../../fixtures/test';
import { callApi, signIn, sidebar, storedToken } from './corporate-helpers';

test('Logout ends the session on the server and in the browser, then goes home', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('passenger_token'), localStorage.getItem('passenger_corporate_details')])).toEqual(
    [null, null],
  );
  expect((await callApi('/passenger/validate-token', { method: 'POST', token: token ?? '' })).body).toEqual({ valid: false });

  await page.goto('/bookings');
  await expect(page).toHaveURL('/login?redirect=%2Fbookings');
});

test('the logo leads home and Book Now to the public search', async ({ page }) => {
  await signIn(page);
  await sidebar(page).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();
  await page.goto('/bookings');
  await sidebar(page)
    .getByRole('link', { name: /home page/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).not.toBeNull(); // leaving the area keeps the session
});
