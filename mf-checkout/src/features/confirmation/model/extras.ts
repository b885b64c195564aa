import type { Booking } from '@booking/shared/api';
import type { DetailRow } from './labels';

type Leg = 'outbound' | 'return';

/** The extras a booking keeps per leg, in the Options block's words (product §2), as the answer names them. */
const EXTRAS = [
  { field: 'meet_and_greet', label: 'Meet & Greet', kind: 'yesNo' },
  { field: 'baby_seat', label: 'Baby Seat', kind: 'count' },
  { field: 'booster_seat', label: 'Booster Seat', kind: 'count' },
  { field: 'wheel_chair', label: 'Wheelchair', kind: 'yesNo' },
  { field: 'special_luggages', label: 'Special Luggage', kind: 'count' },
  { field: 'waiting_minutes', label: 'Waiting Time', kind: 'minutes' },
] as const;

const isYes = (value: unknown) => /^(yes|true|[1-9]\d*)$/i.test(String(value ?? '').trim());

/** One leg's extras: 'Meet & Greet, Baby Seat × 2, Waiting Time 10 mins'; '' when none was booked or the answer does not say. */
export function legExtrasText(booking: Booking, leg: Leg): string {
  return EXTRAS.flatMap(({ field, label, kind }) => {
    const value = booking[(leg === 'return' ? `return_${field}` : field) as keyof Booking];
    if (kind === 'yesNo') return isYes(value) ? [label] : [];
    const amount = Number(value) || 0;
    if (amount <= 0) return [];
    if (kind === 'minutes') return [`${label} ${amount} mins`];
    return [amount > 1 ? `${label} × ${amount}` : label];
  }).join(', ');
}

/** The journey block's Extras row (product §10 "Money, trust and privacy"), only when the leg has any. */
export function extrasRows(booking: Booking, leg: Leg): DetailRow[] {
  const text = legExtrasText(booking, leg);
  return text ? [{ label: 'Extras', value: text }] : [];
}
