import { chargedAmount, corporateTokenFor, isEmailFree, needsPasswordAgain } from '../card-payment';
import { formatPrice } from '@booking/shared/domain';

const rounded = { ROUND_OFF: 'yes' };
const exact = { ROUND_OFF: 'no' };

describe('chargedAmount: the total as shown, times 100 (product §10 "Money, trust and privacy")', () => {
  test.each([
    // total, settings, minor units
    [36.3, rounded, 3600],
    [36.5, rounded, 3700],
    [36.49, rounded, 3600],
    ['42.50', rounded, 4300],
    [0.4, rounded, 0],
    [36.3, exact, 3630],
    [12.1, exact, 1210],
    ['42.50', exact, 4250],
    [19.999, exact, 2000],
    [36.3, null, 3630],
    [0, rounded, 0],
    [-5, exact, 0],
    ['abc', exact, 0],
  ])('%p with %p -> %p', (total, settings, expected) => {
    expect(chargedAmount(total, settings)).toBe(expected);
  });

  test.each([36.3, 36.5, 1234.49, 0.99, 7])('with ROUND_OFF=yes the card is charged what formatPrice shows (%p)', (total) => {
    const shown = Number(formatPrice(total, rounded).replace(/[^\d.]/g, ''));
    expect(chargedAmount(total, rounded)).toBe(shown * 100);
  });
});

describe("corporateTokenFor: the token goes only with the signed-in passenger's own booking", () => {
  const corporate = { passenger_email: 'Demo.Corporate@example.com' };
  const own = { email: 'demo.corporate@example.com', passengerEmail: 'demo.corporate@example.com' };
  test.each([
    ['own details', 'tok', corporate, own, 'tok'],
    ['own details, other case and spaces', 'tok', corporate, { email: ' DEMO.corporate@EXAMPLE.com ', passengerEmail: '' }, 'tok'],
    ["someone else's e-mail", 'tok', corporate, { email: 'friend@example.com', passengerEmail: 'friend@example.com' }, null],
    ['own e-mail, someone else travels', 'tok', corporate, { email: own.email, passengerEmail: 'guest@example.com' }, null],
    ['not signed in', null, corporate, own, null],
    ['no corporate details', 'tok', null, own, null],
    ['no registration', 'tok', corporate, null, null],
    ['empty e-mails never match', 'tok', { passenger_email: '' }, { email: '', passengerEmail: '' }, null],
  ])('%s', (_name, token, passenger, registration, expected) => {
    expect(corporateTokenFor(token, passenger, registration)).toBe(expected);
  });
});

describe("needsPasswordAgain: a client's password is memory only", () => {
  test.each([
    ['new_client', '', true],
    ['existing_client', '', true],
    ['new_client', 'Secret#2026', false],
    ['existing_client', 'x', false],
    ['guest_login', '', false],
    [null, '', false],
  ] as const)('%s with %p -> %p', (mode, password, expected) => {
    expect(needsPasswordAgain(mode, password)).toBe(expected);
  });
});

describe('isEmailFree: a new client\'s e-mail is free only on "Email not found"', () => {
  test.each([
    [{ success: false, message: 'Email not found' }, true],
    [{ success: false, message: ' email NOT found ' }, true],
    [{ success: false, message: 'Incorrect password' }, false],
    [{ success: true, message: 'Email found' }, false],
    [{ success: true, message: 'Email not found' }, false],
    [{ success: false }, false],
  ])('%p -> %p', (answer, expected) => expect(isEmailFree(answer)).toBe(expected));
});
