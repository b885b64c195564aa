import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createCheckoutAttempt, getCheckoutAttempt, isCheckoutAttemptId, toApiError, type CheckoutAttempt } from '@booking/shared/api';
import { selectedVehicleDataAtom, useStore } from '@booking/shared/store';
import { bookingToken, cardBookingPayload } from '../../lib/booking-sources';
import { cardReturnPath, rememberAttempt } from '../../lib/last-attempt';
import { browserNavigator, checkoutUrlOf, handoffPath, leaveForCheckout } from './model/checkout';
import { isFramed } from './model/frame';
import { pathTo } from '@booking/shared/domain';

const NEW = 'new';

/** True when this page was loaded by the browser's Back or Forward (the visitor came back from the provider's page). */
const loadedFromHistory = () =>
  typeof performance !== 'undefined' &&
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/**
 * The hand-off's work, once per attempt: with an attempt id, the attempt is read from the shell's
 * server; with the amount Pay By Card checked (and no id), the attempt is made here, then the address
 * becomes `?attempt=<id>` (a reload, Back or a restore from the page cache works from the id and never
 * makes a second attempt). Then the browser leaves for the attempt's hosted page. A ref, not the effect's
 * run, says what was started: StrictMode's second run, a re-render or its own address change repeat nothing.
 */
export function useCardHandoff(id: string | null, amount: number | null) {
  const store = useStore();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Opened inside a frame after all (an old link): a frame may move its parent only on a click.
  const [framedUrl, setFramedUrl] = useState<string | null>(null);
  const [visit, setVisit] = useState(0);
  // Back from the provider's page: the visitor is asked, not sent straight back there (no Back-button trap).
  const [paused, setPaused] = useState(loadedFromHistory);
  const started = useRef<string | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    // Back from the provider's page through the browser's page cache: as a reload, from the id.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      started.current = null;
      setPaused(true);
      setVisit((count) => count + 1);
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      mounted.current = false;
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  useEffect(() => {
    const known = isCheckoutAttemptId(id) ? id : null;
    if (started.current !== null && (known === null || started.current === known)) return;
    const create = async (checked: number): Promise<CheckoutAttempt> => {
      // The checked amount is used once: left in the history entry, Back or a reload would make another attempt.
      navigate(pathTo('cardHandoff'), { replace: true });
      const booking = cardBookingPayload(store);
      const vehicle = store.get(selectedVehicleDataAtom);
      const attempt = await createCheckoutAttempt({ booking, amount: checked }, { token: bookingToken(store) });
      rememberAttempt(store, attempt.id, vehicle);
      return attempt;
    };
    const load = known !== null ? () => getCheckoutAttempt(known) : amount !== null ? () => create(amount) : null;
    if (!load) return;
    const key = known ?? NEW;
    started.current = key;

    (async () => {
      try {
        const attempt = await load();
        if (!mounted.current || started.current !== key) return;
        if (!known) {
          started.current = attempt.id;
          navigate(handoffPath(attempt.id), { replace: true });
        }
        // Paid already (booked, or paid and refused): its own page says what happened; never a second payment.
        if (attempt.status !== 'open') return navigate(cardReturnPath(attempt.id), { replace: true });
        if (paused) return undefined;
        if (isFramed()) {
          // The provider's page refuses a frame, and Stripe.js's redirect would move the frame there:
          // either opens at the top level on a click (this hand-off itself, for Stripe.js).
          const topLevel = checkoutUrlOf(attempt) ?? (attempt.sessionId ? `${window.location.origin}${handoffPath(attempt.id)}` : null);
          if (topLevel) return setFramedUrl(topLevel);
        }
        await leaveForCheckout(attempt, browserNavigator);
      } catch (error) {
        if (mounted.current) setFailure(toApiError(error).message);
      }
    })();
  }, [id, amount, visit, paused, navigate, store]);

  /** 'Continue to secure payment' after coming back: the same attempt, never a second one. */
  const resume = () => {
    started.current = null;
    setPaused(false);
  };
  return { failure, framedUrl, paused: paused && failure === null, resume };
}
