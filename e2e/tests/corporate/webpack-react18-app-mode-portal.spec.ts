import { webpackAppPortalUrl } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { corporateJourneyInPortal, watchErrors } from './corporate-helpers';

// The corporate area as an app in a webpack 5 + React 18 portal (examples/webpack-portals/react18-app-mode)
// that declares mf_corporate in the federation plugin's `remotes`, shares its React 18 as a singleton
// and keeps the default share strategy: the area brings its own React; the portal's stays 18 and alive.

const base = `${webpackAppPortalUrl}/corporate`;

test('in a webpack React 18 portal, app mode: sign in, details, profile, reload, sign out; the portal keeps its React', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${webpackAppPortalUrl}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to Acme Travel', level: 1 })).toBeVisible();
  await expect(page.getByText('Portal React 18.3.1')).toBeVisible();

  // The portal's settings (euro, rounded) reach the area's own React through the loader.
  await corporateJourneyInPortal(page, base, { amount: '€226', signedOutUrl: `${webpackAppPortalUrl}/?signed-out=1` });

  // With the area mounted, the portal's own React 18 still renders its header and answers a click.
  await page.goto(`${base}/bookings`);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect(page.getByText('Portal React 18.3.1')).toBeVisible();
  await page.getByRole('button', { name: 'Portal clicks: 0' }).click();
  await expect(page.getByRole('button', { name: 'Portal clicks: 1' })).toBeVisible();
  expect(errors).toEqual([]);
});
