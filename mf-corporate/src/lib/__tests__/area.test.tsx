import { belowBasename, normaliseBasePath, pageAt } from '../area';

// The area's routes (app/area-routes.tsx) open the bookings for the page '' when there is a base
// path; the guard sends a signed-out passenger on to the sign-in.

describe('normaliseBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['/portal/corporate', '/portal/corporate'],
    ['/portal/corporate/', '/portal/corporate'],
    ['portal/corporate//', '/portal/corporate'],
  ])('%j -> %j', (basePath, expected) => {
    expect(normaliseBasePath(basePath)).toBe(expected);
  });
});

describe('pageAt', () => {
  it.each([
    // Our shell: the area at the site root.
    ['/login', '', 'login'],
    ['/bookings/', '', 'bookings'],
    ['/My-Account', '', 'my-account'],
    ['/', '', ''],
    // A portal: the base path itself, with or without its slash, is the page '' (the bookings).
    ['/portal/corporate', '/portal/corporate', ''],
    ['/portal/corporate/', '/portal/corporate', ''],
    ['/portal/corporate//', '/portal/corporate', ''],
    ['/Portal/Corporate', '/portal/corporate', ''],
    ['/portal/corporate', '/portal/corporate/', ''],
    ['/portal/corporate/', '/portal/corporate/', ''],
    ['/portal/corporate/bookings', '/portal/corporate', 'bookings'],
    ['/portal/corporate/login/', '/portal/corporate/', 'login'],
    // Not the area's.
    ['/portal', '/portal/corporate', null],
    ['/portal/corporatefoo', '/portal/corporate', null],
    ['/elsewhere/bookings', '/portal/corporate', null],
  ])('%s under %j is %j', (pathname, basePath, expected) => {
    expect(pageAt(pathname, basePath)).toBe(expected);
  });
});

describe('belowBasename: a site path (the sign-in redirect) as a path of the router', () => {
  it.each([
    // No basename: the site's paths are the router's.
    ['/corporate/bookings', '', '/corporate/bookings'],
    // A host router with basename '/portal'.
    ['/portal/corporate/my-account', '/portal', '/corporate/my-account'],
    ['/portal/corporate/bookings?page=2', '/portal/', '/corporate/bookings?page=2'],
    ['/Portal/corporate/bookings', '/portal', '/corporate/bookings'],
    ['/portal', '/portal', '/'],
    ['/portal?x=1', '/portal', '/?x=1'],
    // Outside the router: not followed.
    ['/portalx/corporate', '/portal', null],
    ['/elsewhere', '/portal', null],
  ])('%s under basename %j is %j', (sitePath, basename, expected) => {
    expect(belowBasename(sitePath, basename)).toBe(expected);
  });
});
