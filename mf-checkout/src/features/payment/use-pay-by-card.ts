import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createCheckoutAttempt, toApiError } from '@booking/shared/api';
import {
  appSettingsAtom,
  clientModeAtom,
  paymentMethodAtom,
  registrationDataAtom,
  registrationPasswordAtom,
  selectedVehicleDataAtom,
  useStore,
} from '@booking/shared/store';
import { bookingToken, cardBookingPayload } from '../../lib/booking-sources';
import { rememberAttempt } from '../../lib/last-attempt';
import { checkAccount, checkPrice, type Refusal } from './model/card-checks';
import { handoffPath, type HandoffState } from './model/checkout';
import { isFramed, openAtTopLevel } from './model/frame';
import { pathTo } from '@booking/shared/domain';

/**
 * Pay By Card (product §10 "Money, trust and privacy"; docs/checkout-attempts.md): first the account, then
 * a fresh price; a refusal is said on the page and no checkout is made. Then the last attempt is settled
 * and the visitor goes to the hand-off screen, `cardHandoff` (product §10 "Routes"), with the checked
 * amount (as shown, times 100): it records the attempt on the shell's server and leaves for its hosted
 * page. In a frame, the attempt is recorded here and the whole tab goes to the hand-off with `?attempt=<id>`;
 * if the click's activation has expired by then, `continueUrl` asks for a fresh click.
 */
export function usePayByCard(settle: () => Promise<boolean>) {
  const store = useStore();
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [continueUrl, setContinueUrl] = useState<string | null>(null);
  const running = useRef(false);

  // Back from the provider's page through the browser's page cache: the page is as it was left, busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  /** Resolves true once the visitor is on their way to the checkout. */
  const checkAndLeave = async (): Promise<boolean> => {
    const email = store.get(registrationDataAtom)?.email ?? '';
    const account = await checkAccount(store.get(clientModeAtom), email, store.get(registrationPasswordAtom));
    const price = account ? { refusal: account } : await checkPrice(store, store.get(appSettingsAtom));
    if (price.refusal) {
      setRefusal(price.refusal);
      return false;
    }
    if (!(await settle())) return false;
    if (!isFramed()) {
      navigate(pathTo('cardHandoff'), { state: { amount: price.amount } satisfies HandoffState });
      return true;
    }
    const booking = cardBookingPayload(store);
    const vehicle = store.get(selectedVehicleDataAtom);
    const attempt = await createCheckoutAttempt({ booking, amount: price.amount }, { token: bookingToken(store) });
    rememberAttempt(store, attempt.id, vehicle);
    const handoff = `${window.location.origin}${handoffPath(attempt.id)}`;
    if (openAtTopLevel(handoff)) return true;
    setContinueUrl(handoff);
    return false;
  };

  const payByCard = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    setContinueUrl(null);
    store.set(paymentMethodAtom, 'card');
    let leaving = false;
    try {
      leaving = await checkAndLeave();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      // On the way out the button stays busy: a second click must not make a second attempt.
      if (!leaving) {
        running.current = false;
        setBusy(false);
      }
    }
  };

  return {
    payByCard,
    isBusy,
    refusal,
    failure,
    clearFailure: () => setFailure(null),
    continueUrl,
    /** The fresh click's own top-level navigation. */
    continueToPayment: () => {
      if (continueUrl && openAtTopLevel(continueUrl)) setContinueUrl(null);
    },
  };
}
