import type { BookingForm, BookingType, SelectedVehicleData } from '@booking/shared/api';
import { bookedQuantity, CAPACITY_MESSAGE_PREFIX, checkCapacity } from '@booking/shared/domain';
import type { PriceState } from '../use-selected-vehicle-price';

/** Why Next cannot go on yet, in the words the page shows beside it. */
export const HOLD_TEXTS = {
  pricing: 'Updating the price…',
  priceErrorTitle: 'We could not update the price',
  priceErrorAdvice: 'You can continue once the price is up to date.',
  retry: 'Try again',
  capacityTitle: 'The selected vehicle has no room for these options',
  capacityAdvice: 'Change the options, or go Back to choose another vehicle.',
} as const;

export type NextHold = { kind: 'capacity'; exceeded: string } | { kind: 'pricing' } | { kind: 'price-error'; message: string };

const count = (value: number | string) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * product §4's capacity rule for the vehicle already chosen: its seats, luggage and hand luggage times
 * the quantity booked must hold each leg's passengers, luggage and hand luggage (Edit Options changes
 * the luggage after the search). The exceeded limits in the rule's words ('Luggage exceeded by 1',
 * 'Return Hand Luggage exceeded by 2'), or null when everything fits. Hourly hires carry no luggage counts.
 */
export function selectedVehicleOverflow(
  vehicle: SelectedVehicleData | null,
  bookingType: BookingType | null,
  form: BookingForm | null,
): string | null {
  if (!vehicle || !form || bookingType === 'hourly') return null;
  const quantity = bookedQuantity(vehicle.selection_type, vehicle.quantity);
  const room = [
    {
      max_seat: count(vehicle.max_seat) * quantity,
      luggage: count(vehicle.luggage) * quantity,
      small_luggage: count(vehicle.small_luggage) * quantity,
    },
  ];
  const legs = [{ label: '', passengers: form.passengers, luggages: form.luggages, hand_luggages: form.hand_luggages }];
  if (form.select_option === 'return') {
    legs.push({
      label: 'Return ',
      passengers: form.return_passengers,
      luggages: form.return_luggages,
      hand_luggages: form.return_hand_luggages,
    });
  }
  const exceeded = legs.flatMap(({ label, ...request }) => {
    const result = checkCapacity(room, request);
    return result.ok
      ? []
      : result.message
          .slice(CAPACITY_MESSAGE_PREFIX.length)
          .split(', ')
          .map((limit) => `${label}${limit}`);
  });
  return exceeded.length > 0 ? exceeded.join(', ') : null;
}

/**
 * What holds Next (product §10 "Money, trust and privacy": a late change must not reach payment at the
 * old total): a vehicle too small for the options, and the price while it is asked again or when
 * asking failed. Without a chosen vehicle there is no price to wait for; the step guard decides.
 */
export function nextHolds(price: PriceState, overflow: string | null, hasVehicle: boolean): NextHold[] {
  const holds: NextHold[] = overflow ? [{ kind: 'capacity', exceeded: overflow }] : [];
  if (!hasVehicle) return holds;
  if (price.status === 'loading') holds.push({ kind: 'pricing' });
  if (price.status === 'error') holds.push({ kind: 'price-error', message: price.message });
  return holds;
}
