import { ApiError } from '@booking/shared/api';
import { checkEmail, checkName, checkPhone, outcomeOfUpdateError, trimmedProfile } from '../model/profile-form';

describe('profile field rules (product §5)', () => {
  it.each([
    ['', 'Please enter your name.'],
    ['  ', 'Please enter your name.'],
    ['x'.repeat(101), 'Please keep the name under 100 characters.'],
    ['Dana Demo', true],
  ])('name %p -> %p', (value, expected) => expect(checkName(value)).toBe(expected));

  it.each([
    ['', 'Please enter your e-mail address.'],
    ['dana', 'Please enter a valid e-mail address.'],
    ['dana@example.com', true],
  ])('email %p -> %p', (value, expected) => expect(checkEmail(value)).toBe(expected));

  it.each([
    ['', true],
    ['07700 900123', true], // Ofcom's drama range, which the seed uses
    ['020 7946 0000', true],
    ['+44 20 7946 0000', true],
    ['+31 20 123 4567', true],
    ['12345', expect.stringContaining('Please enter a valid phone number')],
    ['phone me', expect.stringContaining('Please enter a valid phone number')],
    ['0770090012345678', expect.stringContaining('Please enter a valid phone number')],
  ])('phone %p -> %p', (value, expected) => expect(checkPhone(value)).toEqual(expected));

  it.each([
    ['the stored phone, left as it is', '12345', '12345', true],
    ['the stored phone, spaces around it', ' 12345 ', '12345', true],
    ['another phone the rule rejects', '123456', '12345', expect.stringContaining('Please enter a valid phone number')],
    ['a reachable phone in its place', '020 7946 0000', '12345', true],
    ['no phone', '', '12345', true],
  ])('phone beside a stored one the rule rejects: %s', (_case, value, stored, expected) =>
    expect(checkPhone(value, stored)).toEqual(expected),
  );

  it('trims what it sends', () => {
    expect(trimmedProfile({ name: ' Dana ', email: ' d@example.com', phone: ' 020 7946 0000 ' })).toEqual({
      name: 'Dana',
      email: 'd@example.com',
      phone: '020 7946 0000',
    });
  });
});

describe('profile outcomes (product §8)', () => {
  it.each([
    [
      "success false: the server's message",
      new ApiError('This e-mail is already used by another account.', 200, { success: false }),
      'This e-mail is already used by another account.',
    ],
    [
      'a failed call: the product sentence, then the reason',
      new ApiError('Network down.'),
      'An error occurred. Please try again later. Network down.',
    ],
    [
      'a rejected request',
      new ApiError('This e-mail is already used by another account.', 409, { success: false }),
      'An error occurred. Please try again later. This e-mail is already used by another account.',
    ],
  ])('%s', (_case, error, message) => expect(outcomeOfUpdateError(error)).toEqual({ tone: 'error', title: 'Error', message }));
});
