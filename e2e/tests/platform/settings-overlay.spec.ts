import { expectNoAxeViolations } from '../../fixtures/axe';
import { navbar, screens, settingsFailure } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';

// product §2: while settings load, a full-screen overlay reads 'Please wait while loading content'.
// A failed settings call is logged, and the overlay ends with a message and Try again (docs/decisions/start-up.md).

test('the overlay covers the page until the settings arrive, then the content shows', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/settings-flat', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/');
  const overlay = page.getByText('Please wait while loading content');
  await expect(overlay).toBeVisible();
  // It waits for the settings, not for a timer.
  await page.waitForTimeout(1_500);
  await expect(overlay).toBeVisible();

  release();
  await expect(overlay).toBeHidden();
  await expect(navbar(page).getByRole('link', { name: 'Our Fleet' })).toBeVisible();
  await expect(screens.home(page)).toBeVisible();
});

// docs/decisions/start-up.md: on the home page the overlay shows the brand's picture from the HTML's first paint, and
// keeps it, in the same place, once the shell has started; the next pages get the plain veil.
test("the home page's first screen is the brand's picture under the message, until the page is in", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/settings-flat', async (route) => {
    await released;
    await route.continue();
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<img class="boot-hero" src="data:image\/svg\+xml;base64,[^"]+" alt=""/);

  await page.goto('/');
  const overlay = page.getByRole('status').filter({ hasText: 'Please wait while loading content' });
  const picture = overlay.locator('img');
  const place = { y: 64, width: page.viewportSize()!.width };
  await expect(picture).toBeVisible();
  // The HTML's picture gives way to React's when the shell starts; a swap between finding and measuring reads again.
  await expect(async () => expect(await picture.boundingBox()).toMatchObject(place)).toPass();
  // Once the shell has started (its picture has no boot class), the picture is still in the same place.
  const shellPicture = overlay.locator('img:not(.boot-hero)');
  await expect(shellPicture).toBeVisible();
  expect(await shellPicture.boundingBox()).toMatchObject(place);
  await expectNoAxeViolations(page);

  release();
  await expect(overlay).toBeHidden();
  await expect(screens.home(page)).toBeVisible();
  await expect(page.locator('img[src^="data:"]')).toHaveCount(0);
});

// docs/decisions/start-up.md: the settings call failing ends the overlay with the message and Try again (the API down in
// production: production-with-the-api-down.spec.ts), and Try again asks once more.
test('when the settings call fails, the overlay ends with the message, and Try again loads the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/api/v1/settings-flat', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));

  await page.goto('/');
  const failure = settingsFailure(page);
  await expect(failure).toBeVisible();
  await expect(page.getByText('Please wait while loading content')).toBeHidden();
  expect(errors.join('\n')).toMatch(/settings/i);

  await page.unroute('**/api/v1/settings-flat');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(screens.home(page)).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Our Fleet' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
