import type { BookingForm, BookingType, HourlyRateForm } from '@booking/shared/api';
import { durationLabel, formatDisplayDate, to24HourTime } from '@booking/shared/domain';
import { formatKm, secondsToTimeString } from '../../../domain/journey';

export interface Row {
  label: string;
  value: string;
  /** A date and time: its words are never broken ('28/11/20' / '26'), only the space between them. */
  keepWords?: boolean;
}

export interface StoredJourney {
  bookingType: BookingType | null;
  bookingForm: BookingForm | null;
  hourlyRateForm: HourlyRateForm | null;
  /** One leg's miles and seconds, from the price entries (or the distance call). */
  distance: { miles: number; seconds: number } | null;
}

const when = (date: string, hour: string, min: string) =>
  [formatDisplayDate(date), date ? to24HourTime(hour, min) : ''].filter(Boolean).join(' ');

export const isHourly = (journey: StoredJourney) => journey.bookingType === 'hourly';
export const isReturnTrip = (journey: StoredJourney) => !isHourly(journey) && journey.bookingForm?.select_option === 'return';

/** The addresses (product §2 "Booking summary panel"): To only for distance bookings. */
export function addressRows(journey: StoredJourney): Row[] {
  if (isHourly(journey)) {
    const pickup = journey.hourlyRateForm?.pickup ?? '';
    return pickup ? [{ label: 'From', value: pickup }] : [];
  }
  const form = journey.bookingForm;
  if (!form) return [];
  const rows = [
    { label: 'From', value: form.pickup },
    ...form.stops.map((stop, i) => ({
      label: `Stop ${i + 1}`,
      value: [stop.street_name, stop.number, stop.postcode].filter(Boolean).join(', '),
    })),
    { label: 'To', value: form.dropoff },
  ];
  if (isReturnTrip(journey)) {
    rows.push({ label: 'Return From', value: form.return_pickup }, { label: 'Return To', value: form.return_dropoff });
  }
  return rows.filter((row) => row.value);
}

/** The Date & Time block: one way; return (distance return trips); Pickup Duration (hourly). */
export function dateTimeRows(journey: StoredJourney): Row[] {
  if (isHourly(journey)) {
    const form = journey.hourlyRateForm;
    if (!form) return [];
    return [
      { label: 'Pickup Date & Time', value: when(form.pickup_date, form.pickup_hour, form.pickup_min), keepWords: true },
      { label: 'Pickup Duration', value: durationLabel(form.pickup_duration), keepWords: true },
    ];
  }
  const form = journey.bookingForm;
  if (!form) return [];
  const rows: Row[] = [{ label: 'Pickup Date & Time', value: when(form.pickup_date, form.pickup_hour, form.pickup_min), keepWords: true }];
  if (isReturnTrip(journey)) {
    rows.push({ label: 'Return Date & Time', value: when(form.return_date, form.return_hour, form.return_min), keepWords: true });
  }
  return rows.filter((row) => row.value);
}

/** Distance bookings: km and miles, and the journey time, each marked each way. */
export function distanceRows(journey: StoredJourney): Row[] {
  if (isHourly(journey) || !journey.distance || !(journey.distance.miles > 0)) return [];
  const { miles, seconds } = journey.distance;
  const rounded = Math.round(miles * 10) / 10;
  const rows = [{ label: 'Distance', value: `${formatKm(miles)} / ${rounded} miles (each way)` }];
  if (seconds > 0) rows.push({ label: 'Journey Time', value: `${secondsToTimeString(seconds)} (each way)` });
  return rows;
}
