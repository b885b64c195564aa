import { safeRedirectPath } from '../corporate';

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
