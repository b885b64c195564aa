import { expectNoAxeViolations } from '../../fixtures/axe';
import { screens, vehicleCard } from '../../fixtures/pages';
import { guestRegistration, saloonPrice, selectedSaloon, storeFlowData } from '../../fixtures/storage';
import { expect, test } from '../../fixtures/test';
import { detailsForm, nextButton } from '../checkout/personal-details-helpers';
import { bookingsCount, sidebar, submitSignIn } from '../corporate/corporate-helpers';
import { quoteButton } from '../search/search-helpers';
import type { Page } from '@playwright/test';

// Issue 31 item 7 (WCAG 2.4.2, 2.4.3): every page has a title of its own, "<page> - <Company_Name>",
// and after a move inside the site the focus is on the new page's heading, so a screen reader
// names the page the visitor arrived on. A first visit or a reload moves nothing: the skip link
// stays the first Tab stop.

const COMPANY = 'Harbour Line Taxis';
const title = (page: string) => `${page} - ${COMPANY}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true });

/** Presses Enter on a control, as a keyboard user does (focus it, then Enter). */
async function pressWithKeyboard(target: ReturnType<Page['locator']>) {
  await target.focus();
  await target.page().keyboard.press('Enter');
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.overrideSettings({ Company_Name: COMPANY });
});

/** Opens a page and expects its heading and its title; gives the title back. */
async function titleOf(page: Page, path: string, name: string, h1 = name) {
  await page.goto(path);
  await expect(heading(page, h1)).toBeVisible();
  await expect(page).toHaveTitle(title(name));
  return page.title();
}

test('each page has a title of its own, with the company name', async ({ page }) => {
  test.setTimeout(120_000); // twelve pages opened, each loading its remote
  const titles = [
    await titleOf(page, '/', 'Book a Trip'),
    await titleOf(page, '/ourfleet', 'Our Fleet'),
    await titleOf(page, '/contactus', 'Contact Us'),
    await titleOf(page, '/terms', 'Terms and Conditions'),
    await titleOf(page, '/quoteView', 'Urgent Booking'),
    await titleOf(page, '/forgot_password', 'Forgot Password'),
    await titleOf(page, '/payment-cancel', 'Payment Canceled'),
    await titleOf(page, '/payment-success', 'Confirmation', 'Booking not found'), // nothing booked in this browser
    await titleOf(page, '/login', 'Sign In'),
  ];
  await storeFlowData(page, { priceDetails: [saloonPrice], selectedVehicleData: selectedSaloon, registrationData: guestRegistration });
  titles.push(
    await titleOf(page, '/quotationview', 'Quotation'),
    await titleOf(page, '/personalDetailView', 'Personal Details'),
    await titleOf(page, '/paymentview', 'Payment'),
  );
  expect(new Set(titles).size).toBe(titles.length);
});

test('the corporate pages have titles of their own', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page).toHaveTitle(title('Bookings'));
  expect(await titleOf(page, '/my-account', 'My Account')).toBe(title('My Account'));
});

test("'Quote and Book', 'Book Now' and Next, pressed with the keyboard, put the focus on the new page's heading", async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Pick-Up', exact: true }).fill('Heathrow Airport');
  await page.getByRole('combobox', { name: 'Drop-Off', exact: true }).fill('SW1A 1AA');

  await pressWithKeyboard(quoteButton(page));
  await expect(page).toHaveURL(/\/quotationview$/);
  await expect(heading(page, 'Quotation')).toBeFocused();
  await expect(page).toHaveTitle(title('Quotation'));
  // Tab goes on from the heading into the page, not back to the top of the site.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);

  await pressWithKeyboard(vehicleCard(page, 'Estate', 'Capital Cars').getByRole('button', { name: 'Book Now' }));
  await expect(page).toHaveURL(/\/personalDetailView$/);
  await expect(heading(page, 'Personal Details')).toBeFocused();
  await expect(page).toHaveTitle(title('Personal Details'));

  const form = detailsForm(page);
  await form.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace.keyboard@example.com');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('07700 900321');
  await pressWithKeyboard(nextButton(page));
  await expect(page).toHaveURL(/\/paymentview$/);
  await expect(heading(page, 'Payment')).toBeFocused();
  await expect(page).toHaveTitle(title('Payment'));
  await expectNoAxeViolations(page);

  // Back with the browser: the heading of the page returned to.
  await page.goBack();
  await expect(page).toHaveURL(/\/personalDetailView$/);
  await expect(heading(page, 'Personal Details')).toBeFocused();
});

test('signing in and the sidebar put the focus on the corporate page heading', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(bookingsCount(page)).toContainText('Showing 1–10');
  await expect(heading(page, 'Bookings')).toBeFocused();

  await pressWithKeyboard(sidebar(page).getByRole('link', { name: 'My Account' }));
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(heading(page, 'My Account')).toBeFocused();
  await expect(page).toHaveTitle(title('My Account'));
});

test('a first visit and a reload move no focus: the skip link is the first Tab stop', async ({ page }) => {
  await page.goto('/');
  await expect(screens.home(page)).toBeVisible();
  await expect(page).toHaveTitle(title('Book a Trip'));
  await expect(heading(page, 'Book a Trip')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // A page reached inside the site, then reloaded.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(heading(page, 'Contact Us')).toBeFocused();
  await page.reload();
  await expect(heading(page, 'Contact Us')).toBeVisible();
  await expect(page).toHaveTitle(title('Contact Us'));
  await expect(heading(page, 'Contact Us')).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // A path the site redirects on arrival (a step without its data goes home) moves no focus either.
  await page.goto('/paymentview');
  await expect(screens.home(page)).toBeVisible();
  await expect(page).toHaveTitle(title('Book a Trip'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
