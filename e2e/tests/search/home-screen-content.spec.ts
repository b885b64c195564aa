import { navbar, screens } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';

// product §1, 4: the home overlay waits for the settings AND the popular addresses; the home
// screen has a Services panel; the header shows the operator's number and e-mail as links.

test('the home overlay stays until the popular addresses answer, then the form is usable', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/ai-addresses', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/');
  // The settings are in (the navbar shows), the addresses are not: the overlay stays.
  await expect(navbar(page).getByRole('link', { name: 'Our Fleet' })).toBeVisible();
  const overlay = page.getByText('Please wait while loading content');
  await page.waitForTimeout(1_000);
  await expect(overlay).toBeVisible();

  release();
  await expect(overlay).toBeHidden();
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('heathrow 5');
  await expect(page.getByRole('option', { name: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' })).toBeVisible();
});

test('the home screen describes the airport meet and greet with flight tracking', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  const services = page.getByRole('region', { name: 'Our Services' });
  await expect(services.getByRole('heading', { name: 'Airport meet and greet' })).toBeVisible();
  await expect(services.getByRole('heading', { name: 'Flight tracking' })).toBeVisible();
});

test('the header links the contact number and e-mail, and the side menu does on a phone', async ({ page }) => {
  await page.goto('/');
  const contact = page.getByRole('banner').getByRole('list', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(contact.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:.+@.+/);

  // A phone loads the page at its own width. (Resized after load, Chromium 156 sometimes keeps the media rules
  // that styled-components added with insertRule at the old width until the sheet changes: 1 resize in 8 here.)
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(screens.home(page)).toBeVisible();
  await expect(contact).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /^Call / })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^E-mail / })).toBeVisible();
});
