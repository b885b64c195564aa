import type { ClientMode, CorporatePassenger, RegistrationData } from '@booking/shared/api';

/** What the personal-details form holds (product §3 "Registration data", minus what is derived). */
export interface RegistrationFormValues {
  firstName: string;
  surname: string;
  email: string;
  number: string;
  password: string;
  privacyAccepted: boolean;
  termsAccepted: boolean;
  additionalInfo: string;
  return_additionalInfo: string;
}

export const EMPTY_REGISTRATION_FORM: RegistrationFormValues = {
  firstName: '',
  surname: '',
  email: '',
  number: '',
  password: '',
  privacyAccepted: false,
  termsAccepted: false,
  additionalInfo: '',
  return_additionalInfo: '',
};

/** "Ada King Lovelace" -> first name "Ada", surname "King Lovelace". */
export function splitName(name: string): { firstName: string; surname: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName, surname: rest.join(' ') };
}

/**
 * The form's starting values: what this visitor already saved (back from the payment page), else a
 * signed-in corporate passenger's name, e-mail and phone (product §10 "Routes"), else empty.
 */
export function registrationFormDefaults(
  stored: RegistrationData | null | undefined,
  corporate: CorporatePassenger | null | undefined,
): RegistrationFormValues {
  if (stored) {
    const { firstName, surname, email, number, password, privacyAccepted, termsAccepted, additionalInfo, return_additionalInfo } = stored;
    return { firstName, surname, email, number, password, privacyAccepted, termsAccepted, additionalInfo, return_additionalInfo };
  }
  if (corporate) {
    return {
      ...EMPTY_REGISTRATION_FORM,
      ...splitName(corporate.passenger_name),
      email: corporate.passenger_email,
      number: corporate.passenger_contact_no,
    };
  }
  return EMPTY_REGISTRATION_FORM;
}

/**
 * The stored registrationData (product §3) for a mode: the booker travels (passengerDetails 'no'), so
 * the passenger fields repeat theirs; a guest keeps no password and accepts nothing.
 */
export function toRegistrationData(values: RegistrationFormValues, mode: ClientMode): RegistrationData {
  const trimmed = (text: string) => text.trim();
  const email = trimmed(values.email);
  const firstName = trimmed(values.firstName);
  const surname = trimmed(values.surname);
  const number = trimmed(values.number);
  const isGuest = mode === 'guest_login';
  return {
    firstName,
    surname,
    number,
    email,
    username: email,
    privacyAccepted: mode === 'new_client' && values.privacyAccepted,
    termsAccepted: mode === 'new_client' && values.termsAccepted,
    passengerDetails: 'no',
    passengerName: [firstName, surname].filter(Boolean).join(' '),
    passengerEmail: email,
    passengerPhone: number,
    additionalInfo: trimmed(values.additionalInfo),
    return_additionalInfo: trimmed(values.return_additionalInfo),
    password: isGuest ? '' : values.password,
  };
}
