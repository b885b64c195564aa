import type { BookingForm, BookingType } from '@booking/shared/api';
import type { OperatorTexts } from '@booking/shared/store';

// A card's words (product §2 "Each card"), kept out of the component so they are tested as a table.

export const passengersLabel = (maxSeat: number) => (maxSeat === 1 ? '1 Passenger' : `Up to ${maxSeat} Passengers`);
// One set of luggage names everywhere (product §10 "Visitor clarity"): the forms' Luggage and Hand Luggage.
const capacity = (name: string, n: number) => (n > 0 ? `${name}: up to ${n}` : `No ${name}`);
export const luggageLabel = (n: number) => capacity('Luggage', n);
export const handLuggageLabel = (n: number) => capacity('Hand Luggage', n);
export const quantityLabel = (n: number) => `${n} x Vehicle Selected`;

export type TripLabel = 'Round Trip' | 'One Way' | 'Hourly Hire';

/** Round Trip for a distance return journey, One Way for the others; an hourly hire says so (issue 31: no 'One Way'). */
export function tripLabel(bookingType: BookingType | null, form: Pick<BookingForm, 'select_option'> | null): TripLabel {
  if (bookingType === 'hourly') return 'Hourly Hire';
  return form?.select_option === 'return' ? 'Round Trip' : 'One Way';
}

/** The rating rounded to one decimal and clamped to the five stars; null when there is none. */
export function formatRating(rating: number | string | null | undefined): string | null {
  const value = Number(rating);
  if (!Number.isFinite(value) || value <= 0) return null;
  return (Math.round(Math.min(5, value) * 10) / 10).toFixed(1);
}

/** How many of the five stars are filled: the rating rounded to a whole star. */
export function filledStars(rating: number | string): number {
  const value = Number(rating);
  return Number.isFinite(value) ? Math.max(0, Math.min(5, Math.round(value))) : 0;
}

/** Vehicle images load from {host}/storage/{vehicle_image} (product §7); the shell's server proxies /storage. */
export function vehicleImageUrl(image: string): string | null {
  const path = image
    .trim()
    .replace(/^\/+/, '')
    .replace(/^storage\//, '');
  if (!path) return null;
  if (/^https?:\/\//.test(image.trim())) return image.trim();
  return `/storage/${path}`;
}

/** The text without its clauses about free waiting, which an hourly hire does not have (it is all waiting). */
function withoutWaiting(text: string): string {
  const kept = text.split(/(?<=[.;])\s+/).filter((clause) => !/\bwait/i.test(clause));
  return kept.join(' ').trim().replace(/;$/, '.');
}

/**
 * The operator's "what a price includes" line for a priced card; null when there is none. A text that
 * does not say "include" itself is introduced with 'Includes'; for an hourly hire, without what it says of
 * free waiting. The demo's samples are marked once per page (DECISIONS "What the visitor sees"), not on
 * each card.
 */
export function includesLabel(texts: Pick<OperatorTexts, 'priceIncludes'> | null, hourly = false): string | null {
  const whole = texts?.priceIncludes?.trim();
  const text = whole && hourly ? withoutWaiting(whole) : whole;
  if (!text) return null;
  return /\binclud/i.test(text) ? text : `Includes ${text}`;
}
