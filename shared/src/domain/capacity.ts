/** What a price entry must tell about a vehicle's room; values may be numeric strings. */
export interface CapacityEntry {
  max_seat: number | string;
  luggage: number | string;
  small_luggage: number | string;
}

export interface CapacityRequest {
  passengers: number | string;
  luggages: number | string;
  hand_luggages: number | string;
}

export type CapacityResult<T> = { ok: true; fitting: T[] } | { ok: false; message: string };

export const CAPACITY_MESSAGE_PREFIX = "Sorry we don't have any vehicle with requested options, the following limits are exceeded: ";

const num = (value: number | string | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * product §4 / 8: the largest seat, luggage and hand-luggage limits over all vehicles give the maximum.
 * Any request above it gives the exact error listing each exceeded limit; otherwise only the
 * vehicles that fit all three are kept. No vehicles at all is not a capacity error: the caller
 * shows its empty state.
 */
export function checkCapacity<T extends CapacityEntry>(priceDetails: readonly T[], request: CapacityRequest): CapacityResult<T> {
  if (priceDetails.length === 0) return { ok: true, fitting: [] };
  const passengers = num(request.passengers);
  const luggages = num(request.luggages);
  const handLuggages = num(request.hand_luggages);
  const maxSeats = Math.max(...priceDetails.map((p) => num(p.max_seat)));
  const maxLuggage = Math.max(...priceDetails.map((p) => num(p.luggage)));
  const maxHandLuggage = Math.max(...priceDetails.map((p) => num(p.small_luggage)));

  const exceeded: string[] = [];
  if (passengers > maxSeats) exceeded.push(`Passengers exceeded by ${passengers - maxSeats}`);
  if (luggages > maxLuggage) exceeded.push(`Luggage exceeded by ${luggages - maxLuggage}`);
  if (handLuggages > maxHandLuggage) exceeded.push(`Hand Luggage exceeded by ${handLuggages - maxHandLuggage}`);
  if (exceeded.length > 0) return { ok: false, message: CAPACITY_MESSAGE_PREFIX + exceeded.join(', ') };

  const fitting = priceDetails.filter(
    (p) => passengers <= num(p.max_seat) && luggages <= num(p.luggage) && handLuggages <= num(p.small_luggage),
  );
  return { ok: true, fitting };
}
