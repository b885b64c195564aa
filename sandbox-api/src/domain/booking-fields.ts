import type { ExtraLine } from '@booking/shared/api';
import type { BookingPayload } from './booking-payload';
import type { NewBooking, NewStop } from './booking-store';
import { extraColumns } from './booking-extras';
import { stopText } from './journey';
import { hhmm, parseHour, parseMinute } from './uk-time';

type JourneyRecord = Omit<
  NewBooking,
  | 'passenger_id'
  | 'corporate_passenger_id'
  | 'company_id'
  | 'vehicle_id'
  | 'payment_method'
  | 'payment_id'
  | 'stripe_session_id'
  | 'idempotency_key'
  | 'total_booking_amount'
  | 'vehicle_qty'
  | 'passenger_name'
  | 'passenger_email'
  | 'passenger_contact_no'
>;

const time = (hour: string, minute: string) => hhmm(parseHour(hour) ?? 0, parseMinute(minute) ?? 0);

/** The journey columns of a booking row, from the form of its type (already validated by pricing); each leg's priced extras. */
export function bookingFields(payload: BookingPayload, extras: ExtraLine[]): { record: JourneyRecord; stops: NewStop[] } {
  const info = payload.registrationData.additionalInfo;
  const common = extraColumns(extras);
  if (payload.bookingType === 'hourly') {
    const form = payload.hourlyRateForm!;
    return {
      record: {
        ...common,
        ride_type: 'H',
        journey_type: 'hourly',
        pick_up_address: form.pickup,
        drop_off_address: form.dropoff || null,
        pick_up_date: form.pickup_date,
        pick_up_time: time(form.pickup_hour, form.pickup_min),
        return_pickup_address: null,
        return_dropoff_address: null,
        return_date: null,
        return_time: null,
        hourly_duration: form.pickup_duration,
        flight_no: form.pickup_fight_number || null,
        return_flight_no: null,
        luggages: 0,
        additional_info: info,
        return_additional_info: '',
        total_passengers: 1,
      },
      stops: [],
    };
  }
  const form = payload.bookingForm!;
  const isReturn = form.select_option === 'return';
  return {
    record: {
      ...common,
      ride_type: 'Q',
      journey_type: form.select_option,
      pick_up_address: form.pickup,
      drop_off_address: form.dropoff,
      pick_up_date: form.pickup_date,
      pick_up_time: time(form.pickup_hour, form.pickup_min),
      return_pickup_address: isReturn ? form.return_pickup || form.dropoff : null,
      return_dropoff_address: isReturn ? form.return_dropoff || form.pickup : null,
      return_date: isReturn ? form.return_date : null,
      return_time: isReturn ? time(form.return_hour, form.return_min) : null,
      hourly_duration: null,
      flight_no: form.pickup_fight_number || null,
      return_flight_no: isReturn ? form.return_fight_number || null : null,
      luggages: form.luggages,
      additional_info: info,
      return_additional_info: isReturn ? payload.registrationData.return_additionalInfo : '',
      total_passengers: form.passengers,
    },
    stops: form.stops
      .filter((stop) => stopText(stop))
      .map((stop) => ({
        stop_address: [stop.street_name].filter(Boolean).join(' ') || stopText(stop),
        stop_post_code: stop.postcode || stop.stop_postcode || '',
        stop_street_number: stop.number || stop.stop_number || stop.stop_street_no || '',
      })),
  };
}
