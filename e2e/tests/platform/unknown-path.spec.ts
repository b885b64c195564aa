import { screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';

// product §2 route table: any unknown path redirects to /.

for (const path of ['/no-such-page', '/quotationview/extra/segments', '/booking?ref=123']) {
  test(`typing ${path} lands on the home screen at /`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(screens.home(page)).toBeVisible();
  });
}

test('the redirect replaces the unknown entry, so Back does not return to it', async ({ page }) => {
  await page.goto('/contactus');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/contactus');
});
