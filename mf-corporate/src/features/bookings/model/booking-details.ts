import type { CorporateBooking } from '@booking/shared/api';
import type { Settings } from '@booking/shared/domain';
import { bookingAmountLabel, bookingTypeLabel, dateLabel, paymentMethodLabel, timeLabel } from './booking-labels';

// What the 'Booking Details' modal shows, block by block
// (product §2; §10 "Defects of the original product that are not carried over": the real return time).

export interface DetailItem {
  label: string;
  value: string;
}

interface DetailSection {
  title: string;
  items: DetailItem[];
}

export interface BookingDetails {
  sections: DetailSection[];
  /** 'Stop 1', 'Stop 2'... with address, post code and street number. */
  stops: DetailItem[];
}

const isGiven = (value: unknown): boolean => value !== null && value !== undefined && String(value).trim() !== '';
const given = (label: string, value: unknown, show: (v: never) => string = String): DetailItem[] =>
  isGiven(value) ? [{ label, value: show(value as never) }] : [];

/** 'yes' / a count above 0 -> Yes; anything else -> No. */
export const yesNo = (value: unknown): string => {
  if (typeof value === 'number') return value > 0 ? 'Yes' : 'No';
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  return text === 'yes' || text === 'true' || Number(text) > 0 ? 'Yes' : 'No';
};

function bookingSection(b: CorporateBooking, settings?: Settings | null): DetailSection {
  const hasReturn = isGiven(b.return_date);
  return {
    title: 'Booking',
    items: [
      { label: 'Booking Number', value: b.booking_number },
      { label: 'Pickup Address', value: b.pick_up_address || '—' },
      { label: 'Destination', value: b.drop_off_address || '—' },
      { label: 'Pickup Date', value: dateLabel(b.pick_up_date) },
      { label: 'Pickup Time', value: timeLabel(b.pick_up_time) },
      ...(hasReturn ? [{ label: 'Return Date', value: dateLabel(b.return_date) }] : []),
      ...(hasReturn ? given('Return Time', b.return_time, timeLabel) : []),
      ...given('Vehicle', b.fleet_category?.category_name),
      ...given('Payment Method', b.payment_method, paymentMethodLabel),
      ...given('Amount', b.total_booking_amount, (amount: number) => bookingAmountLabel(amount, settings)),
      ...given('Ride Type', b.ride_type, bookingTypeLabel),
      ...given('Flight Number or Address', b.flight_no),
      ...given('Return Flight Number or Address', b.return_flight_no),
      ...given('Luggages', b.booking_details?.luggages),
      ...given('Total Vehicles', b.booking_details?.vehicle_qty),
    ],
  };
}

function passengerSection(b: CorporateBooking): DetailSection {
  const p = b.passenger_detail;
  // A return trip's own note, when the API sends the field at all (product §10 "Money, trust and privacy").
  const returnNote = isGiven(b.return_date) && p?.return_additional_info !== undefined;
  return {
    title: 'Passenger',
    items: [
      { label: 'Name', value: p?.passenger_name || '—' },
      { label: 'Email', value: p?.passenger_email || '—' },
      { label: 'Contact Number', value: p?.passenger_contact_no || '—' },
      { label: 'Total Passengers', value: isGiven(p?.total_passengers) ? String(p?.total_passengers) : '—' },
      { label: 'Additional Info', value: p?.additional_info || '—' },
      ...(returnNote ? [{ label: 'Return Additional Info', value: p?.return_additional_info || '—' }] : []),
    ],
  };
}

type Details = NonNullable<CorporateBooking['booking_details']>;
const LEG_FIELDS = ['meet_and_greet', 'baby_seat', 'booster_seat', 'wheel_chair', 'special_luggages', 'waiting_minutes'] as const;

/** One leg's rows of the block: product §2's words, the return leg's prefixed 'Return'. */
function legItems(d: Details | null | undefined, leg: 'outbound' | 'return'): DetailItem[] {
  const [prefix, key] = leg === 'return' ? ['Return ', 'return_'] : ['', ''];
  const field = (name: (typeof LEG_FIELDS)[number]) => d?.[`${key}${name}` as keyof Details];
  return [
    { label: `${prefix}Meet and Greet`, value: yesNo(field('meet_and_greet')) },
    { label: `${prefix}Baby Seat`, value: yesNo(field('baby_seat')) },
    { label: `${prefix}Booster Seat`, value: yesNo(field('booster_seat')) },
    { label: `${prefix}Wheelchair`, value: yesNo(field('wheel_chair')) },
    { label: `${prefix}Special Luggages`, value: yesNo(field('special_luggages')) },
    { label: `${prefix}Waiting Minutes`, value: String(Number(field('waiting_minutes')) || 0) },
  ];
}

/** The extras of each leg; the return leg's only on a return trip whose details the API sends. */
function additionalSection(b: CorporateBooking): DetailSection {
  const d = b.booking_details;
  const returnLeg = isGiven(b.return_date) && LEG_FIELDS.some((name) => d?.[`return_${name}`] !== undefined);
  return {
    title: 'Additional Details',
    items: [...legItems(d, 'outbound'), ...(returnLeg ? legItems(d, 'return') : [])],
  };
}

/** The modal's content for a booking, or null when there is none ('No booking details available'). */
export function bookingDetails(booking: CorporateBooking | null | undefined, settings?: Settings | null): BookingDetails | null {
  if (!booking) return null;
  const stops = (booking.booking_stops ?? []).map((stop, index) => ({
    label: `Stop ${index + 1}`,
    value: [stop.stop_address, stop.stop_post_code, stop.stop_street_number].filter(isGiven).join(', '),
  }));
  return { sections: [bookingSection(booking, settings), passengerSection(booking), additionalSection(booking)], stops };
}
