import { isEmailAddress } from '../email';

describe('isEmailAddress: something@domain.tld, no spaces (the server has the last word)', () => {
  test.each([
    ['ada@example.com', true],
    ['  ada@example.com  ', true],
    ['ada.lovelace+trips@mail.example.co.uk', true],
    ['', false],
    ['ada', false],
    ['ada@example', false],
    ['ada @example.com', false],
    ['@example.com', false],
  ])('%p -> %p', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });
});
