import { expect, test } from '../../fixtures/test';
import { bodyRows, callApi, DEMO, signIn, storedToken } from './corporate-helpers';

// product §10 "Defects of the original product that are not carried over": get_booking answers only for the
// passenger whose token is sent.

test("changing the stored passenger id never shows another passenger's bookings", async ({ page }) => {
  await signIn(page);
  await expect(bodyRows(page)).toHaveCount(10);
  const token = await storedToken(page);

  // Someone edits the stored passenger to another id (2 is the seeded website client).
  await page.evaluate(() => {
    const raw = localStorage.getItem('passenger_corporate_details') ?? '';
    const passenger = JSON.parse(atob(raw));
    localStorage.setItem('passenger_corporate_details', btoa(JSON.stringify({ ...passenger, passenger_id: passenger.passenger_id + 1 })));
  });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Your bookings could not be loaded.');
  await expect(page.getByRole('table')).toHaveCount(0);

  // And the API itself refuses, whatever the page does.
  const own = await callApi('/get_booking/1', { token: token ?? '' });
  expect([own.status, own.body.length]).toEqual([200, DEMO.bookings]);
  expect((await callApi('/get_booking/2', { token: token ?? '' })).status).toBe(403);
});
