import { afterSignInPath } from '../sign-in';

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
