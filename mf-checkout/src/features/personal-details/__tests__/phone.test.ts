import { isReachablePhoneNumber } from '../model/phone';

describe('mobile number check (libphonenumber-js)', () => {
  test.each([
    ['07700 900123', true],
    ['07700900123', true],
    ['+44 7700 900123', true],
    ['+447700900123', true],
    ['0044 7700 900123', true],
    ['020 7946 0000', true],
    ['+31 6 12345678', true],
    ['+31123456789', true],
    ['12345', false],
    ['0770090012', false],
    ['call me', false],
    ['+44 7700 900123 ext', false],
    ['', false],
  ])('%p -> %p', (text, ok) => expect(isReachablePhoneNumber(text)).toBe(ok));
});
