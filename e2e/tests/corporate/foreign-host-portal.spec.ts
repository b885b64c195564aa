import { apiKeys, manifestUrl, portalUrl, ports } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { bodyRows, DEMO, sidebar, signInAndOpenABookingInPortal, signInHeading } from './corporate-helpers';

// The corporate area inside another operator's portal (examples/operator-portal): a host we did not
// build (Vite, @module-federation/vite on its own runtime version, its own server), its router's
// basename /portal, mounting mf_corporate/CorporateArea at /portal/corporate/ from the remote's
// manifest URL, with paths of its router (basePath '/corporate', bookNowPath '/book', homePath '/')
// and its settings (euros, 'Acme Executive Travel').

const base = `${portalUrl}/portal/corporate`;

test('in an operator portal under a router basename: sign in, list the bookings in euros, open one, home, Book Now and sign out', async ({
  page,
}) => {
  // The portal's own policy holds the whole journey: no script, style or call it refuses.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto(`${base}/bookings`);
  await signInAndOpenABookingInPortal(page, base, '€226.30');
  await expect(
    bodyRows(page)
      .first()
      .getByRole('cell', { name: /^€[\d,]+\.\d{2}$/ }),
  ).toBeVisible();

  // The operator's name leads to homePath in the portal's router: its home, with no page load.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await sidebar(page).getByRole('link', { name: 'Acme Executive Travel, home page' }).click();
  await expect(page).toHaveURL(`${portalUrl}/portal`);
  await expect(page.getByRole('heading', { name: 'Welcome to Acme Executive Travel', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await page.getByRole('link', { name: 'Open the corporate area' }).click();
  await expect(page).toHaveURL(`${base}/bookings`);

  await sidebar(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(`${base}/my-account`);
  await expect(page.getByRole('region', { name: 'Edit Profile' }).getByLabel('Name')).toHaveValue(DEMO.name);

  await sidebar(page).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(`${portalUrl}/portal/book`);
  await expect(page.getByRole('heading', { name: 'Book with Acme', level: 1 })).toBeVisible();

  await page.goto(`${base}/bookings`);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${portalUrl}/portal?signed-out=1`);
  await expect(page.getByRole('heading', { name: 'Welcome to Acme Executive Travel' })).toBeVisible();
  // The portal's own link back, in the same page, asks to sign in again.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Corporate bookings' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await page.goto(`${base}/my-account`);
  await expect(signInHeading(page)).toBeVisible();
  // The redirect is the address bar's path, the router's basename included.
  await expect(page).toHaveURL(`${base}/login?redirect=${encodeURIComponent('/portal/corporate/my-account')}`);
  expect(refused).toEqual([]);
});

test("the portal's server: its policy names the corporate remote, and it forwards only the corporate area's API calls", async ({
  request,
}) => {
  const page = await request.get(`${portalUrl}/portal/corporate/bookings`);
  const remote = new URL(manifestUrl(ports.corporate)).origin;
  expect(page.headers()['content-security-policy']).toContain(`script-src 'self' ${remote};`);
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-frame-options']).toBe('DENY');

  const notListed = await request.get(`${portalUrl}/api/v1/admin/export`);
  expect(notListed.status()).toBe(404);
  // The portal forwards the corporate area's calls only (deploy/api-calls.json, docs/decisions/servers.md): not the site's.
  const anotherPart = await request.get(`${portalUrl}/api/v1/settings-flat`);
  expect(anotherPart.status()).toBe(404);
  const listed = await request.post(`${portalUrl}/api/v1/passenger/validate-token`, { data: {} });
  expect(listed.status()).not.toBe(404);
  expect(listed.status()).toBeLessThan(500);
  expect(await listed.text()).not.toContain(apiKeys.secretKey);
});
