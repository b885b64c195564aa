import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@booking/shared/api';
import { paymentMethodAtom, useStore } from '@booking/shared/store';
import { submitCarBooking } from '../../lib/submit-booking';
import { pathTo } from '@booking/shared/domain';

/**
 * Pay in Car (product §4 "Payment"): stores method car, creates the booking once (a double click joins
 * the running request; a retry reuses the stored Idempotency-Key) and opens the confirmation.
 */
export function usePayInCar() {
  const store = useStore();
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const payInCar = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    store.set(paymentMethodAtom, 'car');
    try {
      const { result } = await submitCarBooking(store);
      const number = encodeURIComponent(result.data.booking.booking_number);
      navigate(`${pathTo('paymentSuccess')}?status=success&booking=${number}`);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { payInCar, isBusy, error, clearError: () => setError(null) };
}
