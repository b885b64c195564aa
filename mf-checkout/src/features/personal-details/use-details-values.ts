import { useState } from 'react';
import type { CorporatePassenger, RegistrationData } from '@booking/shared/api';
import { registrationFormDefaults, type RegistrationFormValues } from '../../domain/registration';
import {
  bookingFormAtom,
  passengerCorporateDetailsAtom,
  personalDetailsDraftAtom,
  registrationDataAtom,
  registrationPasswordAtom,
  useAtom,
  useAtomValue,
  useStore,
  type PersonalDetailsDraft,
} from '@booking/shared/store';

export type DetailsValues = RegistrationFormValues & { pickupFlight: string; returnFlight: string };

/** What the form starts from before anything is typed: what Next saved, else the corporate pre-fill. */
function startingDraft(saved: RegistrationData | null, corporate: CorporatePassenger | null): PersonalDetailsDraft {
  const { password: _password, ...fields } = registrationFormDefaults(saved, corporate);
  return { ...fields, pickupFlight: null, returnFlight: null };
}

/**
 * The personal-details form's values. Everything but the password is saved on every change (product §4;
 * §10 "Money, trust and privacy": a refresh keeps it) in the stored draft; the password lives in memory only
 * (registrationPasswordAtom), so after a reload it is typed again. The journey fields start from the
 * BookingForm's until they are typed for this journey.
 */
export function useDetailsValues() {
  const store = useStore();
  const [draft, setDraft] = useAtom(personalDetailsDraftAtom);
  const [password, setPassword] = useAtom(registrationPasswordAtom);
  const bookingForm = useAtomValue(bookingFormAtom);
  // Fixed on arrival: a mode switch removes the saved registrationData and must not empty the form.
  const [start] = useState(() => startingDraft(store.get(registrationDataAtom), store.get(passengerCorporateDetailsAtom)));
  const current = draft ?? start;
  const values: DetailsValues = {
    ...current,
    pickupFlight: current.pickupFlight ?? bookingForm?.pickup_fight_number ?? '',
    returnFlight: current.returnFlight ?? bookingForm?.return_fight_number ?? '',
    password,
  };

  const change = <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => {
    if (key === 'password') setPassword(value as string);
    else setDraft((previous) => ({ ...(previous ?? start), [key]: value }) as PersonalDetailsDraft);
  };
  return { values, change };
}
