import type { BookingForm, BookingType } from '@booking/shared/api';

// A card's words (SPEC 2 "Each card"), kept out of the component so they are tested as a table.

export const passengersLabel = (maxSeat: number) => `Up to ${maxSeat} Passenger`;
export const largeCasesLabel = (n: number) => `${n} large suitcases`;
export const mediumCasesLabel = (n: number) => `${n} medium suitcases`;
export const quantityLabel = (n: number) => `${n} x Vehicle Selected`;

/** Round Trip for a distance return journey, else One Way (an hourly hire is one way). */
export function tripLabel(bookingType: BookingType | null, form: Pick<BookingForm, 'select_option'> | null): 'Round Trip' | 'One Way' {
  return bookingType !== 'hourly' && form?.select_option === 'return' ? 'Round Trip' : 'One Way';
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

/** Vehicle images load from {host}/storage/{vehicle_image} (SPEC 7); the shell's server proxies /storage. */
export function vehicleImageUrl(image: string): string | null {
  const path = image.trim().replace(/^\/+/, '').replace(/^storage\//, '');
  if (!path) return null;
  if (/^https?:\/\//.test(image.trim())) return image.trim();
  return `/storage/${path}`;
}
