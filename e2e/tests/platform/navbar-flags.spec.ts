import { navbar } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';

// product §2 "Navbar, footer": each entry behind its flag; the navbar only when SHOW_NAVBAR_PAGE is
// enable and the route does not hide it; the footer only when SHOW_FOOTER_PAGE is enable.

const ENTRIES = ['Home', 'Our Fleet', 'Urgent Booking', 'Corporate Account', 'Contact Us'];

async function linkNames(page: import('@playwright/test').Page) {
  await expect(navbar(page).getByRole('link', { name: 'Home' })).toBeVisible();
  return navbar(page).getByRole('link').allInnerTexts();
}

test('with every flag on, the navbar shows its five entries, each leading to its page', async ({ page }) => {
  await page.goto('/');
  expect((await linkNames(page)).map((t) => t.trim())).toEqual(expect.arrayContaining(ENTRIES));

  const targets: Array<[string, RegExp]> = [
    ['Our Fleet', /\/ourfleet$/],
    ['Urgent Booking', /\/quoteView$/],
    ['Contact Us', /\/contactus$/],
    ['Home', /\/$/],
  ];
  for (const [name, url] of targets) {
    await navbar(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  }
  // Corporate Account is /bookings, which needs a sign-in: it ends on the corporate login.
  await navbar(page).getByRole('link', { name: 'Corporate Account' }).click();
  await expect(page).toHaveURL(/\/(bookings|login)/);
});

const flags: Array<[setting: string, entry: string]> = [
  ['NAVBAR_OUR_FLEET_PAGE', 'Our Fleet'],
  ['NAVBAR_URGENT_BOOKING_PAGE', 'Urgent Booking'],
  ['CORPORATE_LOGIN', 'Corporate Account'],
];

for (const [setting, entry] of flags) {
  test(`${setting} not enable hides ${entry} and only it`, async ({ page, sandbox }) => {
    await sandbox.overrideSettings({ [setting]: 'disable' });
    await page.goto('/');
    const names = (await linkNames(page)).map((t) => t.trim());
    expect(names).not.toContain(entry);
    expect(names).toEqual(expect.arrayContaining(ENTRIES.filter((e) => e !== entry)));
  });
}

test('SHOW_NAVBAR_PAGE not enable hides the whole navbar', async ({ page, sandbox }) => {
  await sandbox.overrideSettings({ SHOW_NAVBAR_PAGE: 'disable' });
  await page.goto('/');
  await expect(page.getByText('Please wait while loading content')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(navbar(page)).toHaveCount(0);
});

for (const path of ['/login', '/payment-cancel']) {
  test(`the navbar is hidden on ${path} (hideNavbar)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(navbar(page)).toHaveCount(0);
  });
}

test('the footer shows the company details and 2024, and hides when SHOW_FOOTER_PAGE is not enable', async ({ page, sandbox }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('2024');
  await expect(footer.getByRole('link', { name: /@/ }).first()).toBeVisible();

  await sandbox.overrideSettings({ SHOW_FOOTER_PAGE: 'disable' });
  await page.reload();
  await expect(navbar(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('at 768 px and below the entries sit in a side menu opened and closed with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /menu/i });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  const contact = page.getByRole('link', { name: 'Contact Us' });
  await expect(contact).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await contact.click();
  await expect(page).toHaveURL(/\/contactus$/);
});
