import { afterSignInPath, safeRedirectPath } from '../corporate';

describe('safeRedirectPath: same-site relative paths only', () => {
  it.each([
    ['/bookings', '/bookings'],
    ['/my-account', '/my-account'],
    ['/portal/corporate/bookings?page=2#top', '/portal/corporate/bookings?page=2#top'],
    ['  /bookings  ', '/bookings'],
    ['//evil.example', null],
    ['//evil.example/bookings', null],
    ['https://evil.example/bookings', null],
    ['http://localhost/bookings', null],
    ['javascript:alert(1)', null],
    ['/\\evil.example', null],
    ['/\tbookings', null],
    ['bookings', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe('afterSignInPath', () => {
  it.each([
    ['/my-account', undefined, '/my-account'],
    ['//evil.example', undefined, '/bookings'],
    [null, undefined, '/bookings'],
    [null, '/portal/corporate/bookings', '/portal/corporate/bookings'],
  ])('%p (fallback %p) -> %p', (redirect, fallback, expected) => {
    expect(afterSignInPath(redirect, fallback)).toBe(expected);
  });
});
