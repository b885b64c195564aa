import type { BookingForm, HourlyRateForm } from '@booking/shared/api';
import { durationLabel, formatDisplayDate } from '@booking/shared/domain';
import { countText, FLIGHT_NAME, JOURNEY_NAMES } from '../../../lib/journey-names';

/**
 * What the Quote Now fields cannot hold of the journey typed (stops, the return leg, hand luggage,
 * flight numbers, extras, the hourly duration), as lines for Additional Comments, the one free field
 * send-instant-email carries (product §10 "Visitor clarity": nothing typed is lost on the way).
 */

/** '3pm', '05' -> '3:05pm'. */
export const timeText = (hour: string, min: string) => {
  const match = /^(\d{1,2})(am|pm)$/.exec(hour);
  return match ? `${match[1]}:${min}${match[2]}` : `${hour} ${min}`.trim();
};

const stopText = (stop: BookingForm['stops'][number]) =>
  [stop.number, stop.street_name, stop.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

const COUNTED = ['baby_seats', 'booster_seats', 'special_luggage', 'waiting_min'] as const;

/** One leg's flight number and chosen options; the return leg's luggage too (the outbound one has the Luggage field). */
function legOptions(form: BookingForm, leg: 'outbound' | 'return'): string[] {
  const p = leg === 'return' ? 'return_' : '';
  const label = (name: string) => (leg === 'return' ? `Return ${name}` : name);
  const value = (name: string) => form[`${p}${name}` as keyof BookingForm];
  const lines: string[] = [];
  const flight = String(form[leg === 'return' ? 'return_fight_number' : 'pickup_fight_number'] ?? '').trim();
  if (flight) lines.push(`${label(FLIGHT_NAME)}: ${flight}`);
  const counts = leg === 'return' ? (['luggages', 'hand_luggages'] as const) : (['hand_luggages'] as const);
  for (const name of [...counts, ...COUNTED]) {
    const count = Number(value(name)) || 0;
    if (count > 0) lines.push(`${label(JOURNEY_NAMES[name])}: ${count}`);
  }
  for (const name of ['meet_and_greet', 'wheel_chair'] as const) {
    if (value(name) === 'yes') lines.push(`${label(JOURNEY_NAMES[name])}: Yes`);
  }
  return lines;
}

/** The distance journey's lines beyond pick-up, drop-off, date, time, passengers and luggage. */
export function distanceNotes(form: BookingForm): string[] {
  const stops = form.stops
    .map(stopText)
    .filter(Boolean)
    .map((text, index) => `Stop ${index + 1}: ${text}`);
  const lines = [...stops, ...legOptions(form, 'outbound')];
  if (form.select_option !== 'return') return lines;
  const when = form.return_date ? `${formatDisplayDate(form.return_date)} at ${timeText(form.return_hour, form.return_min)}` : '';
  const parts = [
    [form.return_pickup, form.return_dropoff]
      .map((text) => text.trim())
      .filter(Boolean)
      .join(' to '),
    when,
    countText(Number(form.return_passengers) || 1, 'Passenger'),
  ].filter(Boolean);
  return [...lines, `Return: ${parts.join(', ')}`, ...legOptions(form, 'return')];
}

/** The hourly journey's lines: the kind of hire, its duration and the flight or train. */
export function hourlyNotes(form: HourlyRateForm): string[] {
  const flight = form.pickup_fight_number?.trim();
  return ['Hourly Booking', `Duration: ${durationLabel(form.pickup_duration)}`, ...(flight ? [`${FLIGHT_NAME}: ${flight}`] : [])];
}
