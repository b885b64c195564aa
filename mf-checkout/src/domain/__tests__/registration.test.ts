import {
  EMPTY_REGISTRATION_FORM,
  registrationFormDefaults,
  splitName,
  toRegistrationData,
  type RegistrationFormValues,
} from '../registration';
import type { ClientMode } from '../client-mode';

const form: RegistrationFormValues = {
  firstName: ' Ada ',
  surname: 'Lovelace',
  email: ' ada@example.com ',
  number: '07700 900123',
  password: 'Secret#123',
  privacyAccepted: true,
  termsAccepted: true,
  additionalInfo: 'Two cases',
  return_additionalInfo: '',
};

describe('toRegistrationData (product §3 shape)', () => {
  test.each<[ClientMode, string, boolean]>([
    ['guest_login', '', false],
    ['new_client', 'Secret#123', true],
    ['existing_client', 'Secret#123', false],
  ])('%s keeps password %p and acceptances %p', (mode, password, accepted) => {
    expect(toRegistrationData(form, mode)).toEqual({
      firstName: 'Ada',
      surname: 'Lovelace',
      number: '07700 900123',
      email: 'ada@example.com',
      username: 'ada@example.com',
      privacyAccepted: accepted,
      termsAccepted: accepted,
      passengerDetails: 'no',
      passengerName: 'Ada Lovelace',
      passengerEmail: 'ada@example.com',
      passengerPhone: '07700 900123',
      additionalInfo: 'Two cases',
      return_additionalInfo: '',
      password,
    });
  });
});

describe('registrationFormDefaults', () => {
  const corporate = {
    passenger_id: 7,
    passenger_name: 'Grace  Brewster Hopper',
    passenger_email: 'grace@corp.example',
    passenger_contact_no: '+44 20 7946 0000',
  };
  it('pre-fills a corporate passenger', () => {
    expect(registrationFormDefaults(null, corporate)).toEqual({
      ...EMPTY_REGISTRATION_FORM,
      firstName: 'Grace',
      surname: 'Brewster Hopper',
      email: 'grace@corp.example',
      number: '+44 20 7946 0000',
    });
  });
  it('prefers what the visitor saved', () => {
    expect(registrationFormDefaults(toRegistrationData(form, 'new_client'), corporate).email).toBe('ada@example.com');
  });
  it('starts empty otherwise', () => expect(registrationFormDefaults(null, null)).toEqual(EMPTY_REGISTRATION_FORM));
  test.each([
    ['Cher', 'Cher', ''],
    ['  ', '', ''],
    ['Ada King Lovelace', 'Ada', 'King Lovelace'],
  ])('splitName(%p)', (name, first, rest) => expect(splitName(name)).toEqual({ firstName: first, surname: rest }));
});
