import { ApiError } from '@booking/shared/api';
import { checkPassword, checkUsername, outcomeOfAnswer, outcomeOfError } from '../model/sign-in';

describe('sign-in field rules', () => {
  it.each([
    ['', 'Please enter your e-mail address.'],
    ['   ', 'Please enter your e-mail address.'],
    ['dana', 'Please enter a valid e-mail address.'],
    ['dana@example', 'Please enter a valid e-mail address.'],
    ['dana @example.com', 'Please enter a valid e-mail address.'],
    ['dana@example.com', true],
    [' dana@example.com ', true],
  ])('username %p -> %p', (value, expected) => expect(checkUsername(value)).toBe(expected));

  it.each([
    ['', 'Please enter your password.'],
    [' ', true],
    ['Corporate#123', true],
  ])('password %p -> %p', (value, expected) => expect(checkPassword(value)).toBe(expected));
});

describe('sign-in outcomes (product §8)', () => {
  const passenger = { passenger_id: 1, passenger_name: 'Dana', passenger_email: 'd@example.com', passenger_contact_no: '' };
  it.each([
    [{ success: true, access_token: 't', passenger }, 'Success', 'Login Successfully'],
    [{ success: true }, 'Error', 'Invalid credentials. Please try again.'],
  ])('answer %p -> %p %p', (answer, title, message) => expect(outcomeOfAnswer(answer)).toMatchObject({ title, message }));

  it.each([
    [
      new ApiError('Invalid credentials', 200, { success: false, message: 'Invalid credentials' }),
      'Invalid credentials. Please try again.',
      undefined,
    ],
    [new ApiError('Too many attempts.', 429), 'Too many sign-in attempts. Please wait a minute and try again.', 60],
    [new ApiError('boom', 500), 'An error occurred. Please try again later.', undefined],
    [new Error('network'), 'An error occurred. Please try again later.', undefined],
  ])('error %p -> %p', (error, message, coolDownSeconds) =>
    expect(outcomeOfError(error)).toMatchObject({ title: 'Error', message, coolDownSeconds }),
  );
});
