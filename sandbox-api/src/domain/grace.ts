import { HttpError } from '../http/errors';
import { isValidIsoDate, londonToInstant, parseHour, parseMinute } from './uk-time';
import { settingAmount, type Settings } from './settings';

const GRACE_MESSAGE = 'Pickup time is within the grace period';

/** The instant of a pickup given as the forms hold it (date, 12-hour text, minutes), in UK time. */
export function pickupInstant(date: string, hourText: string, minute: string | number, what = 'pickup'): number {
  const hour = parseHour(hourText);
  const minutes = parseMinute(minute);
  if (!isValidIsoDate(date) || hour === null || minutes === null) {
    throw new HttpError(422, `Please enter a valid ${what} date (YYYY-MM-DD) and time.`);
  }
  return londonToInstant(date, hour, minutes);
}

/** A pickup sooner than GRACE_TIME minutes from now (UK time), or in the past, is refused. */
export function assertOutsideGrace(settings: Settings, pickupAt: number, now: number): void {
  const graceMinutes = settingAmount(settings, 'GRACE_TIME');
  if (pickupAt < now + graceMinutes * 60_000) throw new HttpError(422, GRACE_MESSAGE);
}
