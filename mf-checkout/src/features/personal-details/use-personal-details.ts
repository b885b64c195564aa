import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkPassengerEmail, toApiError } from '@booking/shared/api';
import {
  availableClientModes, emailCheckFailure, emailCheckOutcome, personalDetailsErrors, registrationFormDefaults,
  switchClientMode, toRegistrationData, type ClientMode, type EmailCheckOutcome, type FieldMessage, type RegistrationFormValues,
} from '@booking/shared/domain';
import {
  appSettingsAtom, bookingFormAtom, bookingTypeAtom, clientModeAtom, passengerCorporateDetailsAtom, registrationDataAtom,
  useAtom, useAtomValue, useSetAtom, useStore,
} from '@booking/shared/store';
import { detailsDraftAtom } from './model/draft';
import { journeyFieldsFor } from './model/journey-fields';

export type DetailsValues = RegistrationFormValues & { pickupFlight: string; returnFlight: string };

// The phone-number library (~28 KB gzip with its metadata) is only needed when Next is pressed: it
// starts loading when the visitor first focuses or touches the form (prepare), long before they have
// filled it in, so a visitor who only looks at the page never downloads it (issue 11: the page's JS).
// If that chunk cannot load (connection lost), a plain digits check stands in rather than blocking Next.
const roughPhoneCheck = (text: string) => /^\+?[\d\s().-]{7,20}$/.test(text.trim());
// Asked for on every focus and touch of the form: one request, kept once it has arrived; a failed one
// is forgotten, so the next focus or Next asks again.
let phoneCheck: Promise<(text: string) => boolean> | undefined;
const loadPhoneCheck = () =>
  (phoneCheck ??= import('@booking/shared/phone').then(
    (module) => module.isReachablePhoneNumber,
    () => {
      phoneCheck = undefined;
      return roughPhoneCheck;
    },
  ));

/** SPEC 9: a redirect follows a message after 1000 ms. */
export const PROCEED_AFTER_MS = 1000;

/** The personal-details form: its values, the client mode, SPEC 5's checks and Next. */
export function usePersonalDetails() {
  const navigate = useNavigate();
  const settings = useAtomValue(appSettingsAtom);
  const [storedMode, setStoredMode] = useAtom(clientModeAtom);
  const [registration, setRegistration] = useAtom(registrationDataAtom);
  const corporate = useAtomValue(passengerCorporateDetailsAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  const [bookingForm, setBookingForm] = useAtom(bookingFormAtom);
  const journey = journeyFieldsFor(bookingType, bookingForm);
  const modes = availableClientModes(settings);
  const mode: ClientMode = storedMode && modes.includes(storedMode) ? storedMode : modes[0];

  const store = useStore();
  const setDraft = useSetAtom(detailsDraftAtom);
  const [values, setValues] = useState<DetailsValues>(() => store.get(detailsDraftAtom) ?? {
    ...registrationFormDefaults(registration, corporate),
    pickupFlight: bookingForm?.pickup_fight_number ?? '',
    returnFlight: bookingForm?.return_fight_number ?? '',
  });
  useEffect(() => setDraft(values), [values, setDraft]);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);

  const save = () => {
    setRegistration(toRegistrationData(values, mode));
    setStoredMode(mode);
    if (bookingForm && (journey.pickup || journey.return)) {
      setBookingForm({
        ...bookingForm,
        ...(journey.pickup ? { pickup_fight_number: values.pickupFlight.trim() } : {}),
        ...(journey.return ? { return_fight_number: values.returnFlight.trim() } : {}),
      });
    }
  };

  // The existing client reads 'Email found. Proceeding to payment.' before going on.
  useEffect(() => {
    if (!found) return undefined;
    const timer = window.setTimeout(() => navigate('/paymentview'), PROCEED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [found, navigate]);

  const next = async () => {
    setFound(null);
    const problems = personalDetailsErrors(values, mode, await loadPhoneCheck());
    setErrors(problems);
    setAttempt((n) => n + 1);
    if (problems.length > 0) return;
    if (mode !== 'existing_client') {
      save();
      navigate('/paymentview');
      return;
    }
    setChecking(true);
    let outcome: EmailCheckOutcome;
    try {
      outcome = emailCheckOutcome(await checkPassengerEmail({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      outcome = emailCheckFailure(toApiError(error).message);
    }
    setChecking(false);
    if (!outcome.ok) {
      setErrors([{ field: outcome.field, message: outcome.message }]);
      setAttempt((n) => n + 1);
      return;
    }
    save();
    setFound(outcome.message);
  };

  return {
    mode,
    modes,
    journey,
    values,
    errors,
    /** Grows with every Next that found problems: the page moves the focus to the summary. */
    attempt,
    found,
    isChecking,
    change: <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => setValues((current) => ({ ...current, [key]: value })),
    /** SPEC 4's transitions; the mode is stored at once and saved details no longer stand for it. */
    switchMode: (to: ClientMode) => {
      setStoredMode(switchClientMode(mode, to));
      if (registration) setRegistration(null);
      setErrors([]);
      setFound(null);
    },
    next,
    /** Starts loading what Next needs; the form calls it on its first focus or touch. */
    prepare: () => void loadPhoneCheck(),
  };
}
