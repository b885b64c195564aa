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
  return {
    title: 'Passenger',
    items: [
      { label: 'Name', value: p?.passenger_name || '—' },
      { label: 'Email', value: p?.passenger_email || '—' },
      { label: 'Contact Number', value: p?.passenger_contact_no || '—' },
      { label: 'Total Passengers', value: isGiven(p?.total_passengers) ? String(p?.total_passengers) : '—' },
      { label: 'Additional Info', value: p?.additional_info || '—' },
    ],
  };
}

function additionalSection(b: CorporateBooking): DetailSection {
  const d = b.booking_details;
  return {
    title: 'Additional Details',
    items: [
      { label: 'Meet and Greet', value: yesNo(d?.meet_and_greet) },
      { label: 'Baby Seat', value: yesNo(d?.baby_seat) },
      { label: 'Booster Seat', value: yesNo(d?.booster_seat) },
      { label: 'Wheelchair', value: yesNo(d?.wheel_chair) },
      { label: 'Special Luggages', value: yesNo(d?.special_luggages) },
      { label: 'Waiting Minutes', value: String(Number(d?.waiting_minutes) || 0) },
    ],
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
