import { webpackComponentPortalUrl } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';
import { corporateJourneyInPortal, sidebar, watchErrors } from './corporate-helpers';

// The corporate area as a component in a webpack 5 portal on React 19.0 (the lowest supported minor)
// and react-router-dom 7.9 (examples/webpack-portals/react19-component-mode), which declares
// mf_corporate in the federation plugin's `remotes` with the default share strategy: the area renders
// with the portal's React and router, never its own (which would be React error #527 or a blank page).

const base = `${webpackComponentPortalUrl}/portal/corporate`;

test('in a webpack React 19.0 portal, component mode: sign in, details, profile, reload, sign out with the portal’s React', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${webpackComponentPortalUrl}/portal`);
  await expect(page.getByRole('heading', { name: 'Welcome to Acme Components Travel', level: 1 })).toBeVisible();
  await expect(page.getByText('Portal React 19.0.')).toBeVisible();

  // No settings given: the area's defaults (£, unrounded).
  await corporateJourneyInPortal(page, base, { amount: '£226.30', signedOutUrl: `${webpackComponentPortalUrl}/portal?signed-out=1` });

  // The area is in the portal's router: the portal's link into it is a route change, not a page load.
  await page.goto(`${webpackComponentPortalUrl}/portal/book`);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Corporate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(sidebar(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
