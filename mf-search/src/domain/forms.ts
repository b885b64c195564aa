import { noExtras, type BookingForm, type HourlyRateForm } from '@booking/shared/api';
import { addDaysIso, roundToFiveMinutes, to12Hour, ukToday, MINUTE_OPTIONS } from './time';

/** The pick-up time to offer: now in the UK rounded to 5 minutes, as the hour and minute select values. */
export function defaultPickupTime(now: Date | number = Date.now()): { pickup_hour: string; pickup_min: string } {
  const rounded = roundToFiveMinutes(now);
  return { pickup_hour: to12Hour(rounded.getHours()), pickup_min: MINUTE_OPTIONS[rounded.getMinutes() / 5] };
}

/**
 * Distance form: pick-up tomorrow, return the day after, pick-up time now rounded (product §3, 4; §10 "Dates,
 * times, money"). The return starts at the outward time, never a silent 12am (§10 "What the visitor sees").
 */
export function defaultBookingForm(now: Date | number = Date.now()): BookingForm {
  const tomorrow = addDaysIso(ukToday(now), 1);
  const { pickup_hour, pickup_min } = defaultPickupTime(now);
  // Written out instead of `bookingFormSchema.parse(...)`: the home form's first render needs these, and
  // parsing would build that large schema there (~70-120 ms at 4x CPU). A test pins this to the schema
  // (same values, same key order): bookingFormSchema.parse(defaultBookingForm()) changes nothing.
  return {
    stops: [],
    select_option: 'one_way',
    pickup: '',
    dropoff: '',
    return_pickup: '',
    return_dropoff: '',
    pickup_date: tomorrow,
    pickup_hour,
    pickup_min,
    return_date: addDaysIso(tomorrow, 1),
    return_hour: pickup_hour,
    return_min: pickup_min,
    pickup_fight_number: '',
    return_fight_number: '',
    passengers: 1,
    luggages: 0,
    hand_luggages: 0,
    return_passengers: 1,
    return_luggages: 0,
    return_hand_luggages: 0,
    ...noExtras(),
  };
}

/** Hourly form: today, 4 hours, 12am, 00 (product §3, 9). */
export function defaultHourlyRateForm(now: Date | number = Date.now()): HourlyRateForm {
  // Written out, like defaultBookingForm (a test pins it to hourlyRateFormSchema).
  return { pickup_date: ukToday(now), pickup_duration: '4hour', pickup_hour: '12am', pickup_min: '00', pickup: '' };
}

/** The fields the copy rules read and write; a form's in-progress values may still be strings. */
export interface ReturnCopyFields {
  pickup?: string | null;
  dropoff?: string | null;
  return_pickup?: string | null;
  return_dropoff?: string | null;
  passengers?: number | string | null;
  return_passengers?: number | string | null;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'number' ? !value : String(value).trim() === '');

/** Addresses must be longer than this to be copied: a few typed letters are not yet an address. */
const COPY_MIN_LENGTH = 10;

/**
 * product §4: a pick-up longer than 10 characters fills an empty return drop-off, a drop-off longer than
 * 10 characters an empty return pick-up, and passengers an empty return passengers. Returns a new form.
 */
export function applyReturnCopyRules<T extends ReturnCopyFields>(form: T): T {
  const next: ReturnCopyFields = { ...form };
  const pickup = form.pickup?.trim() ?? '';
  const dropoff = form.dropoff?.trim() ?? '';
  if (pickup.length > COPY_MIN_LENGTH && isBlank(form.return_dropoff)) next.return_dropoff = form.pickup;
  if (dropoff.length > COPY_MIN_LENGTH && isBlank(form.return_pickup)) next.return_pickup = form.dropoff;
  if (!isBlank(form.passengers) && isBlank(form.return_passengers)) next.return_passengers = form.passengers;
  return next as T;
}

/** product §4: changing the pick-up date moves the return date to the next day. */
export function movePickupDate<T extends { pickup_date?: string; return_date?: string }>(form: T, isoDate: string): T {
  return { ...form, pickup_date: isoDate, return_date: addDaysIso(isoDate, 1) };
}
