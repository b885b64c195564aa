import { useCallback, useEffect, useState } from 'react';
import { fetchCorporateBookings, toApiError, type CorporateBooking } from '@booking/shared/api';
import { passengerCorporateDetailsAtom, passengerTokenAtom, useAtomValue } from '@booking/shared/store';

export type BookingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; bookings: CorporateBooking[] };

/**
 * The signed-in passenger's own bookings (the API answers only for the token's passenger). product §8
 * only logs a failure; the visitor also gets a short message and a retry.
 */
export function useCorporateBookings() {
  const token = useAtomValue(passengerTokenAtom);
  const passenger = useAtomValue(passengerCorporateDetailsAtom);
  const [state, setState] = useState<BookingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const passengerId = passenger?.passenger_id;

  useEffect(() => {
    if (!token || passengerId === undefined) return undefined;
    let live = true;
    setState({ status: 'loading' });
    fetchCorporateBookings(passengerId, token)
      .then((bookings) => live && setState({ status: 'ready', bookings }))
      .catch((error: unknown) => {
        console.error('Corporate bookings could not be loaded.', error);
        if (live) setState({ status: 'error', message: toApiError(error).message });
      });
    return () => {
      live = false;
    };
  }, [token, passengerId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
