import type { Booking, BookingStop, PassengerDetails, SelectedVehicleData } from '@booking/shared/api';
import { breakdownLines } from '@booking/shared/breakdown';
import { bookedQuantity, formatPrice, type Settings } from '@booking/shared/domain';
import { outwardSection, returnSection } from './journey-sections';

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
  /** A paragraph under the rows (a leg's meeting instructions). */
  note?: { title: string; text: string };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A return trip's own note, when the answer carries one (a dispatch API may not: then nothing is claimed). */
const returnNoteRows = (booking: Booking, passenger: PassengerDetails): DetailRow[] =>
  booking.return_pickup_address && passenger.return_additional_info != null
    ? [{ label: 'Return Additional Info', value: text(passenger.return_additional_info) }]
    : [];

/**
 * What the total is made of: the answer's breakdown, else the one this browser priced, when it explains
 * the total booked (product §10 "What the visitor sees"); nothing when neither does.
 */
function breakdownSection(booking: Booking, settings: Settings, vehicle?: SelectedVehicleData | null): DetailSection[] {
  const total = Number(booking.total_booking_amount);
  const lines = breakdownLines(booking.breakdown, settings, total) ?? breakdownLines(vehicle?.breakdown, settings, total);
  return lines ? [{ title: 'Price Breakdown', rows: lines.map(({ label, value }) => ({ label, value })) }] : [];
}

export interface BookingAnswer {
  booking: Booking;
  stops: readonly BookingStop[];
  passenger: PassengerDetails | null | undefined;
}

export interface DetailExtras {
  /** The vehicle booked, when this browser knows it. */
  vehicle?: SelectedVehicleData | null;
  /** The operator's meeting instructions (operatorTextsAtom). */
  meetingInstructions?: string | null;
}

/**
 * Every row of product §2's Booking Details, each leg with its stops, flight or train, extras and meeting
 * instructions; the Return Journey only when there is one; the payment and the price's breakdown; the
 * passenger with the return's note (product §10 "Money, trust and privacy", "What the visitor sees").
 */
export function bookingDetailSections(
  { booking, stops, passenger }: BookingAnswer,
  settings: Settings,
  { vehicle, meetingInstructions }: DetailExtras = {},
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
    outwardSection(booking, stops, meetingInstructions),
    ...returnSection(booking, meetingInstructions),
    {
      title: 'Payment',
      rows: [
        { label: 'Payment Method', value: paymentMethodLabel(booking.payment_method) },
        { label: 'Total Booking Amount', value: formatPrice(booking.total_booking_amount ?? 0, settings) },
      ],
    },
    ...breakdownSection(booking, settings, vehicle),
  ];
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
