import { expect, type Locator, type Page } from '@playwright/test';
import { apiKeys, apiUrl } from '../../fixtures/env';

// The seeded corporate passenger (sandbox-api/src/seed/accounts.ts) and the area's landmarks.
export const DEMO = { email: 'demo.corporate@example.com', password: 'Corporate#123', name: 'Dana Demo', bookings: 13 };

export const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign In', level: 1 });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Corporate Account' });
export const bookingsTable = (page: Page) => page.getByRole('table');
export const bodyRows = (page: Page) => bookingsTable(page).locator('tbody tr');
export const bookingsCount = (page: Page) => page.getByRole('navigation', { name: 'Bookings pages' }).getByRole('status');

/** Fills the sign-in form and presses Sign In (on the page already showing it). */
export async function submitSignIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await expect(signInHeading(page)).toBeVisible();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from `${base}/login` and waits for the bookings list. */
export async function signIn(page: Page, base = '') {
  await page.goto(`${base}/login`);
  await submitSignIn(page);
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('Login Successfully');
  await expect(page).toHaveURL(new RegExp(`${base}/bookings$`));
  await expect(bookingsCount(page)).toContainText('Showing 1–10'); // table or, on a phone, cards
}

/** The stored bearer token (decoded from the encoded passenger_token item). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('passenger_token');
    return raw ? (JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0)))) as string) : null;
  });
}

/** Calls the sandbox directly, as another client of the API would (keys added here, never in a page). */
export async function callApi(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${apiUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Public-Key': apiKeys.publicKey,
      'X-Secret-Key': apiKeys.secretKey,
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

/** The value shown beside a label in the Booking Details modal. */
export const detail = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/**
 * In an operator's portal that mounts the area at `base` (a full URL ending in its base path): the
 * guard sends the visitor to sign in, they do, see their bookings, open one (Booking Details: the
 * seeded return to Luton, shown `amount` in the portal's currency) and close it. The portal's own
 * navigation stays around the area the whole time.
 */
export async function signInAndOpenABookingInPortal(page: Page, base: string, amount: string) {
  const basePath = new URL(base).pathname;
  await expect(page).toHaveURL(`${base}/login?redirect=${encodeURIComponent(`${basePath}/bookings`)}`);
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
  await submitSignIn(page);
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('Login Successfully');
  await expect(page).toHaveURL(`${base}/bookings`);
  await expect(bookingsCount(page)).toHaveText(`Showing 1–10 of ${DEMO.bookings} bookings`);

  await page.getByLabel('Search bookings').fill('Luton');
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(detail(dialog, 'Return Time')).toHaveText('21:15');
  await expect(detail(dialog, 'Amount')).toHaveText(amount);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The whole corporate journey in a portal that mounts the area at `base`: a deep link to the bookings
 * (the guard's sign-in first), a booking's details (its `amount` in the portal's settings), a profile
 * change that survives a reload of its deep link, then Logout, after which the portal's
 * `signedOutUrl` shows. Returns nothing: it expects.
 */
export async function corporateJourneyInPortal(
  page: Page,
  base: string,
  { amount, signedOutUrl }: { amount: string; signedOutUrl: string },
) {
  await page.goto(`${base}/bookings`);
  await signInAndOpenABookingInPortal(page, base, amount);

  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(`${base}/my-account`);
  const card = page.getByRole('region', { name: 'Edit Profile' });
  await expect(card.getByLabel('Name')).toHaveValue(DEMO.name);
  await card.getByLabel('Name').fill('Dana Portal');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toContainText('Passenger Details Updated');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Edit Profile' }).getByLabel('Name')).toHaveValue('Dana Portal');
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(signedOutUrl);
  await page.goto(`${base}/my-account`);
  await expect(signInHeading(page)).toBeVisible();
  await expect(page).toHaveURL(`${base}/login?redirect=${encodeURIComponent(`${new URL(base).pathname}/my-account`)}`);
}

/** What a page reports: console errors and uncaught errors (the federation's share warnings included). */
export function watchErrors(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Federation Runtime|does not satisfy/.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page: ${error.message}`));
  return seen;
}
