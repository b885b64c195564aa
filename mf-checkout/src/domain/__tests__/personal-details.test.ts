import {
  emailCheckFailure,
  emailCheckOutcome,
  PERSONAL_DETAILS_MESSAGES as M,
  personalDetailsErrors,
  type PersonalDetailsValues,
} from '../personal-details';
import type { ClientMode } from '../client-mode';

const valid: PersonalDetailsValues = {
  email: 'ada@example.com',
  number: '07700 900123',
  password: 'Secret#123',
  privacyAccepted: true,
  termsAccepted: true,
};
const blank: PersonalDetailsValues = { email: '', number: '', password: '', privacyAccepted: false, termsAccepted: false };
const isPhone = (text: string) => /^\+?\d[\d ]{6,}$/.test(text);
const messages = (values: Partial<PersonalDetailsValues>, mode: ClientMode) =>
  personalDetailsErrors({ ...valid, ...values }, mode, isPhone).map((e) => e.message);

describe('personal details Next: product §5 checks first in its order, then the others, every message at once', () => {
  test.each<[string, ClientMode, Partial<PersonalDetailsValues>, string[]]>([
    ['guest, all empty', 'guest_login', blank, [M.emailMissing, M.phoneMissing]],
    ['new client, all empty', 'new_client', blank, [M.emailMissing, M.passwordMissing, M.privacy, M.terms, M.phoneMissing]],
    ['existing client, all empty', 'existing_client', blank, [M.emailMissing, M.passwordMissing]],
    [
      'new client, e-mail given',
      'new_client',
      { ...blank, email: 'a@b.co', number: '07700900123' },
      [M.passwordMissing, M.privacy, M.terms],
    ],
    ['new client, password given', 'new_client', { privacyAccepted: false, termsAccepted: false }, [M.privacy, M.terms]],
    ['new client, privacy accepted', 'new_client', { termsAccepted: false }, [M.terms]],
    ['new client, all given', 'new_client', {}, []],
    ['guest ignores password and boxes', 'guest_login', { password: '', privacyAccepted: false, termsAccepted: false }, []],
    ['existing client ignores phone and boxes', 'existing_client', { number: '', privacyAccepted: false, termsAccepted: false }, []],
    ['e-mail of spaces counts as empty', 'guest_login', { email: '   ' }, [M.emailMissing]],
    ['e-mail without a domain', 'guest_login', { email: 'ada@' }, [M.emailFormat]],
    ['mobile number that is not one', 'guest_login', { number: 'call me' }, [M.phoneFormat]],
    ['new client password too short', 'new_client', { password: 'short' }, [M.passwordShort]],
    ['existing client password of any length', 'existing_client', { password: 'x' }, []],
    [
      "new client: the product's checks before every format check",
      'new_client',
      { email: 'ada@', number: '12', password: 'short', termsAccepted: false },
      [M.terms, M.emailFormat, M.phoneFormat, M.passwordShort],
    ],
    [
      'guest: an empty e-mail before a mobile number that is not one',
      'guest_login',
      { email: '', number: 'call me' },
      [M.emailMissing, M.phoneFormat],
    ],
  ])('%s', (_name, mode, values, expected) => expect(messages(values, mode)).toEqual(expected));

  it('names the field of each message', () => {
    expect(personalDetailsErrors(blank, 'new_client', isPhone).map((e) => e.field)).toEqual([
      'email',
      'password',
      'privacyAccepted',
      'termsAccepted',
      'number',
    ]);
  });
});

describe('existing client check (check-passenger-email)', () => {
  test.each([
    [{ success: true }, { ok: true, message: M.emailFound }],
    [
      { success: false, message: 'Email not found' },
      { ok: false, field: 'email', message: M.emailNotFound },
    ],
    [{ success: false }, { ok: false, field: 'email', message: M.emailNotFound }],
    [
      { success: false, message: 'Incorrect password' },
      { ok: false, field: 'password', message: M.passwordWrong },
    ],
  ])('%p', (answer, outcome) => expect(emailCheckOutcome(answer)).toEqual(outcome));

  it('prefixes a failed call with product §8 words', () => {
    expect(emailCheckFailure('Network down').message).toBe('An error occurred while checking email: Network down');
  });
});
