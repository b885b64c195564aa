import type { Booking, BookingStop, PassengerDetails, SelectedVehicleData } from '@booking/shared/api';
import { bookedQuantity, durationLabel, formatDisplayDate, formatPrice, type Settings } from '@booking/shared/domain';
import { extrasRows } from './extras';

export type ConfirmationStatus = 'success' | 'canceled';

/** product §10 "Routes": /payment-cancel (and a card attempt's) forces canceled; elsewhere the query's status, default success (product §2). */
export function confirmationStatus(pathname: string, status: string | null): ConfirmationStatus | string {
  if (/^(\/card\/[^/]+)?\/payment-cancel$/.test(pathname.toLowerCase().replace(/\/+$/, ''))) return 'canceled';
  return status?.trim() || 'success';
}

/** product §2 "Confirmation screen": success, or any other status. */
export function outcomeText(status: string): { title: string; message: string } {
  return status === 'success'
    ? { title: 'Thank You', message: 'Your Booking is Confirmed!' }
    : { title: 'Payment Canceled', message: 'Please try again or contact support if you need assistance.' };
}

/** Said under product §2's cancelled message (product §10 "Visitor clarity"). */
export const NOTHING_TAKEN = 'No money was taken and nothing was booked.';

/** Ride type Q is a normal (mileage) booking; any other code is hourly (product §2, 9). */
export const bookingTypeLabel = (rideType: string | null | undefined) => (rideType === 'Q' ? 'Normal Booking' : 'Hourly Booking');

/** product §10 "Visitor clarity": 'Pay in Car' for car, 'Pay by Card' otherwise (as the corporate table); never the raw value. */
export const paymentMethodLabel = (method: string | null | undefined) => {
  if (!method?.trim()) return '';
  return method === 'car' ? 'Pay in Car' : 'Pay by Card';
};

/** The vehicle booked and its operator, when this browser knows them (the booking answer does not say). */
export function vehicleRows(vehicle: SelectedVehicleData | null | undefined): DetailRow[] {
  if (!vehicle?.vehicle_type) return [];
  const count = bookedQuantity(vehicle.selection_type, vehicle.quantity);
  return [
    { label: 'Vehicle', value: `${vehicle.vehicle_type}${count > 1 ? ` × ${count}` : ''}` },
    ...(vehicle.company_name ? [{ label: 'Operator', value: vehicle.company_name }] : []),
  ];
}

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

/** A return trip's own note, when the answer carries one (a dispatch API may not: then nothing is claimed). */
const returnNoteRows = (booking: Booking, passenger: PassengerDetails): DetailRow[] =>
  booking.return_pickup_address && passenger.return_additional_info != null
    ? [{ label: 'Return Additional Info', value: text(passenger.return_additional_info) }]
    : [];

/**
 * Every row of product §2's Booking Details, in its order; the Return Journey only when there is one. Each
 * journey lists its leg's extras, and the passenger the return's note (product §10 "Money, trust and privacy").
 */
export function bookingDetailSections(
  booking: Booking,
  stops: readonly BookingStop[],
  passenger: PassengerDetails | null | undefined,
  settings: Settings,
  vehicle?: SelectedVehicleData | null,
): DetailSection[] {
  const sections: DetailSection[] = [
    {
      title: 'Booking Details',
      rows: [
        { label: 'Reference ID', value: text(booking.booking_number) },
        { label: 'Booking Type', value: bookingTypeLabel(booking.ride_type) },
        ...vehicleRows(vehicle),
      ],
    },
    {
      title: 'Outward Journey',
      rows: [
        { label: 'Pickup Address', value: text(booking.pick_up_address) },
        ...(booking.ride_type === 'Q' ? [{ label: 'Drop Off', value: text(booking.drop_off_address) }] : []),
        { label: 'Pickup Date', value: formatDisplayDate(text(booking.pick_up_date)) },
        { label: 'Pickup Time', value: time(booking.pick_up_time) },
        ...extrasRows(booking, 'outbound'),
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
        ...extrasRows(booking, 'return'),
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
        ...returnNoteRows(booking, passenger),
        { label: 'Total Passengers', value: text(passenger.total_passengers) },
      ],
    });
  }
  return sections;
}
