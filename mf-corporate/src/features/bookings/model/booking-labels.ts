import type { CorporateBooking } from '@booking/shared/api';
import { formatDisplayDate, formatPrice, type Settings } from '@booking/shared/domain';

// The table's value rules (product §2 "Corporate area").

/** 'car' is paid to the driver; anything else was paid by card. */
export const paymentMethodLabel = (method: string | null | undefined): string =>
  (method ?? '').trim().toLowerCase() === 'car' ? 'Pay to driver' : 'Pay by Card';

/** Ride type Q is a mileage booking, 'Distance'; any other code is 'Hourly' (product §2 "Corporate area"). */
export const bookingTypeLabel = (rideType: string | null | undefined): string =>
  (rideType ?? '').trim().toUpperCase() === 'Q' ? 'Distance' : 'Hourly';

/** The amount, locale-formatted with the CURRENCY setting (and ROUND_OFF). */
export const bookingAmountLabel = (amount: number | null | undefined, settings?: Settings | null): string =>
  formatPrice(amount ?? 0, settings);

/** 'YYYY-MM-DD' as dd/mm/yyyy; an empty value as a dash. */
export const dateLabel = (date: string | null | undefined): string => (date ? formatDisplayDate(date) || date : '—');

/** '07:30:00' or '07:30' as 07:30. */
export const timeLabel = (time: string | null | undefined): string => {
  const match = /^(\d{1,2}):(\d{2})/.exec((time ?? '').trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : time?.trim() || '—';
};

export interface BookingRow {
  key: string;
  bookingNumber: string;
  pickup: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  vehicle: string;
  paymentMethod: string;
  amount: string;
  bookingType: string;
}

export function toBookingRow(booking: CorporateBooking, settings?: Settings | null): BookingRow {
  return {
    key: booking.booking_number,
    bookingNumber: booking.booking_number,
    pickup: booking.pick_up_address || '—',
    destination: booking.drop_off_address || '—',
    pickupDate: dateLabel(booking.pick_up_date),
    pickupTime: timeLabel(booking.pick_up_time),
    vehicle: booking.fleet_category?.category_name || '—',
    paymentMethod: paymentMethodLabel(booking.payment_method),
    amount: bookingAmountLabel(booking.total_booking_amount, settings),
    bookingType: bookingTypeLabel(booking.ride_type),
  };
}
