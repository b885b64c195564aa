import type { Booking, BookingStop, PassengerDetails } from '@booking/shared/api';
import { durationLabel, formatDisplayDate, formatPrice, type Settings } from '@booking/shared/domain';

export type ConfirmationStatus = 'success' | 'canceled';

/** DECISIONS: /payment-cancel (and a card attempt's) forces canceled; elsewhere the query's status, default success (SPEC 2). */
export function confirmationStatus(pathname: string, status: string | null): ConfirmationStatus | string {
  if (/^(\/card\/[^/]+)?\/payment-cancel$/.test(pathname.toLowerCase().replace(/\/+$/, ''))) return 'canceled';
  return status?.trim() || 'success';
}

/** SPEC 2 "Confirmation screen": success, or any other status. */
export function outcomeText(status: string): { title: string; message: string } {
  return status === 'success'
    ? { title: 'Thank You', message: 'Your Booking is Confirmed!' }
    : { title: 'Payment Canceled', message: 'Please try again or contact support if you need assistance.' };
}

/** Ride type Q is a normal (mileage) booking; any other code is hourly (SPEC 2, 9). */
export const bookingTypeLabel = (rideType: string | null | undefined) => (rideType === 'Q' ? 'Normal Booking' : 'Hourly Booking');

/** 'car' reads Pay in Car; any other value is shown as the API gave it (SPEC 2). */
export const paymentMethodLabel = (method: string | null | undefined) => (method === 'car' ? 'Pay in Car' : (method ?? ''));

export interface DetailRow {
  label: string;
  value: string;
}

export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const time = (value: unknown) => text(value).replace(/^(\d{2}:\d{2}):\d{2}$/, '$1');

/** Every row of SPEC 2's Booking Details, in its order; the Return Journey only when there is one. */
export function bookingDetailSections(
  booking: Booking, stops: readonly BookingStop[], passenger: PassengerDetails | null | undefined, settings: Settings,
): DetailSection[] {
  const sections: DetailSection[] = [
    {
      title: 'Booking Details',
      rows: [
        { label: 'Reference ID', value: text(booking.booking_number) },
        { label: 'Booking Type', value: bookingTypeLabel(booking.ride_type) },
      ],
    },
    {
      title: 'Outward Journey',
      rows: [
        { label: 'Pickup Address', value: text(booking.pick_up_address) },
        ...(booking.ride_type === 'Q' ? [{ label: 'Drop Off', value: text(booking.drop_off_address) }] : []),
        { label: 'Pickup Date', value: formatDisplayDate(text(booking.pick_up_date)) },
        { label: 'Pickup Time', value: time(booking.pick_up_time) },
      ],
    },
  ];
  if (booking.return_pickup_address) {
    sections.push({
      title: 'Return Journey',
      rows: [
        { label: 'Pickup Address', value: text(booking.return_pickup_address) },
        { label: 'Drop Off', value: text(booking.return_dropoff_address) },
        { label: 'Pickup Date', value: formatDisplayDate(text(booking.return_date)) },
        { label: 'Pickup Time', value: time(booking.return_time) },
      ],
    });
  }
  sections.push({
    title: 'Payment',
    rows: [
      ...(booking.ride_type !== 'Q' ? [{ label: 'Hourly Duration', value: durationLabel(text(booking.hourly_duration)) }] : []),
      { label: 'Payment Method', value: paymentMethodLabel(booking.payment_method) },
      { label: 'Total Booking Amount', value: formatPrice(booking.total_booking_amount ?? 0, settings) },
    ],
  });
  stops.forEach((stop, index) => {
    sections.push({
      title: `Stop ${index + 1}`,
      rows: [
        { label: 'Address', value: text(stop.stop_address) },
        { label: 'Post Code', value: text(stop.stop_post_code) },
      ],
    });
  });
  if (passenger) {
    sections.push({
      title: 'Passenger Details',
      rows: [
        { label: 'Email', value: text(passenger.passenger_email) },
        { label: 'Phone', value: text(passenger.passenger_contact_no) },
        { label: 'Name', value: text(passenger.passenger_name) },
        { label: 'Additional Info', value: text(passenger.additional_info) },
        { label: 'Total Passengers', value: text(passenger.total_passengers) },
      ],
    });
  }
  return sections;
}
