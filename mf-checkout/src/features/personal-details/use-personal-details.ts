import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkPassengerEmail, toApiError, type BookingForm } from '@booking/shared/api';
import { pathTo } from '@booking/shared/domain';
import { availableClientModes, type ClientMode, switchClientMode } from '../../domain/client-mode';
import {
  emailCheckFailure,
  emailCheckOutcome,
  type EmailCheckOutcome,
  type FieldMessage,
  personalDetailsErrors,
  type PersonalDetailsField,
} from '../../domain/personal-details';
import { toRegistrationData } from '../../domain/registration';
import {
  appSettingsAtom,
  bookingFormAtom,
  bookingTypeAtom,
  clientModeAtom,
  registrationDataAtom,
  registrationPasswordAtom,
  useAtom,
  useAtomValue,
  useSetAtom,
} from '@booking/shared/store';
import { journeyFieldsFor } from './model/journey-fields';
import { useDetailsValues } from './use-details-values';

// The phone-number library (~28 KB gzip with its metadata) is only needed when Next is pressed: it
// starts loading when the visitor first focuses or touches the form (prepare), long before they have
// filled it in, so a visitor who only looks at the page never downloads it (the page's JS stays within 200 KB gzip).
// If that chunk cannot load (connection lost), a plain digits check stands in rather than blocking Next.
const roughPhoneCheck = (text: string) => /^\+?[\d\s().-]{7,20}$/.test(text.trim());
type PhoneCheck = (text: string) => boolean;
// Asked for on every focus and touch of the form: one request, kept once it has arrived; a failed one
// is forgotten, so the next focus or Next asks again.
let phoneCheck: Promise<PhoneCheck> | undefined;
const loadPhoneCheck = () =>
  (phoneCheck ??= import('@booking/shared/phone').then(
    (module) => module.isReachablePhoneNumber,
    () => {
      phoneCheck = undefined;
      return roughPhoneCheck;
    },
  ));

/** product §9: a redirect follows a message after 1000 ms. */
export const PROCEED_AFTER_MS = 1000;

/**
 * The personal-details form: its values, the client mode, product §5's checks and Next. `isHeld`: the
 * page holds Next (the price is being asked again, or the vehicle is too small): payment waits for it.
 */
export function usePersonalDetails({ isHeld = false }: { isHeld?: boolean } = {}) {
  const navigate = useNavigate();
  const settings = useAtomValue(appSettingsAtom);
  const [storedMode, setStoredMode] = useAtom(clientModeAtom);
  const [registration, setRegistration] = useAtom(registrationDataAtom);
  const setPassword = useSetAtom(registrationPasswordAtom);
  const bookingType = useAtomValue(bookingTypeAtom);
  const [bookingForm, setBookingForm] = useAtom(bookingFormAtom);
  const journey = journeyFieldsFor(bookingType, bookingForm);
  const modes = availableClientModes(settings);
  const mode: ClientMode = storedMode && modes.includes(storedMode) ? storedMode : modes[0];

  const { values, change } = useDetailsValues();
  // The fields Next found a problem with, and the phone check it used: until the next Next, their messages
  // follow the typing (product §10 "What the visitor sees"); a field Next accepted is judged at the next Next.
  const [flagged, setFlagged] = useState<{ fields: ReadonlySet<PersonalDetailsField>; isPhone: PhoneCheck } | null>(null);
  // The existing client's check (product §5's fifth): shown while its field keeps the value checked.
  const [refusal, setRefusal] = useState<(FieldMessage & { value: string }) | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  // Set once Next has checked and saved the details: payment follows after this delay, once nothing holds it.
  const [proceed, setProceed] = useState<{ afterMs: number } | null>(null);
  // Next's checks take a moment (the phone library, the e-mail call): a hold may start meanwhile.
  const held = useRef(isHeld);
  useEffect(() => {
    held.current = isHeld;
  }, [isHeld]);

  const save = () => {
    setRegistration(toRegistrationData(values, mode));
    // A guest books without a password (toRegistrationData keeps none): none is left for the booking call.
    if (mode === 'guest_login') setPassword('');
    setStoredMode(mode);
    const flights: Partial<BookingForm> = {
      ...(journey.pickup ? { pickup_fight_number: values.pickupFlight.trim() } : {}),
      ...(journey.return ? { return_fight_number: values.returnFlight.trim() } : {}),
    };
    // Written only when changed: a new BookingForm asks the price again.
    const changed = (Object.keys(flights) as (keyof BookingForm)[]).some((key) => bookingForm?.[key] !== flights[key]);
    if (bookingForm && changed) setBookingForm({ ...bookingForm, ...flights });
  };

  // An existing client reads 'Email found. Proceeding to payment.' first. A hold that started while
  // Next was checking (options changed, the price asked again) delays payment until it ends.
  useEffect(() => {
    if (!proceed || isHeld) return undefined;
    const timer = window.setTimeout(() => navigate(pathTo('payment')), proceed.afterMs);
    return () => window.clearTimeout(timer);
  }, [proceed, isHeld, navigate]);

  const flag = (fields: PersonalDetailsField[], isPhone: PhoneCheck) => {
    setFlagged({ fields: new Set(fields), isPhone });
    setAttempt((n) => n + 1);
  };

  const next = async () => {
    setFound(null);
    setProceed(null);
    setRefusal(null);
    const isPhone = await loadPhoneCheck();
    const problems = personalDetailsErrors(values, mode, isPhone);
    setFlagged(null);
    if (problems.length > 0) {
      flag(
        problems.map((problem) => problem.field),
        isPhone,
      );
      return;
    }
    if (mode !== 'existing_client') {
      save();
      // The journey fields just saved ask the price again, for the same total: that one is not waited for.
      if (held.current) setProceed({ afterMs: 0 });
      else navigate(pathTo('payment'));
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
      setRefusal({ field: outcome.field, message: outcome.message, value: String(values[outcome.field]) });
      flag([outcome.field], isPhone);
      return;
    }
    save();
    setFound(outcome.message);
    setProceed({ afterMs: PROCEED_AFTER_MS });
  };

  const switchMode = (to: ClientMode) => {
    setStoredMode(switchClientMode(mode, to));
    if (registration) setRegistration(null);
    setFlagged(null);
    setRefusal(null);
    setFound(null);
    setProceed(null);
  };

  const live = flagged ? personalDetailsErrors(values, mode, flagged.isPhone).filter((e) => flagged.fields.has(e.field)) : [];
  const errors: FieldMessage[] =
    refusal && String(values[refusal.field]) === refusal.value ? [...live, { field: refusal.field, message: refusal.message }] : live;

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
    /** Next has been accepted and payment is on its way. */
    isProceeding: proceed !== null,
    change,
    /** product §4's transitions; the mode is stored at once and saved details no longer stand for it. */
    switchMode,
    /** After a password reset: an existing client with the reset's e-mail, the new password to type. */
    signInAs: (email: string) => {
      if (mode !== 'existing_client') switchMode('existing_client');
      change('email', email);
      change('password', '');
    },
    next,
    /** Starts loading what Next needs; the form calls it on its first focus or touch. */
    prepare: () => void loadPhoneCheck(),
  };
}
