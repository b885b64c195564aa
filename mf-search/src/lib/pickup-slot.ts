import { settingNumber, SETTING_KEYS, to24HourTime, ukNow, type Settings } from '@booking/shared/domain';
import { MINUTE_OPTIONS, to12Hour, ukIsoDate } from '../domain/time';

/** A pick-up moment as the forms hold it: YYYY-MM-DD, a 12-hour text ('3pm') and minutes ('05'). */
export interface PickupTime {
  pickup_date: string;
  pickup_hour: string;
  pickup_min: string;
}

const MINUTE_MS = 60_000;
const FIVE_MINUTES_MS = 5 * MINUTE_MS;

/** GRACE_TIME in minutes (product §10 "Settings"); missing, odd or negative values count as 0. */
export const graceMinutes = (settings: Settings): number => Math.max(0, settingNumber(settings, SETTING_KEYS.GRACE_TIME));

/**
 * The first pick-up the grace time allows (product §10 "Visitor clarity"): now plus the grace time,
 * rounded up to the next 5-minute mark, read on a UK clock (so past midnight it is the next day).
 * UK offsets are whole hours, so rounding the instant rounds the UK wall clock too; a wall time the
 * spring clock change skips is never produced, and the repeated autumn hour is read by the API as its
 * later (GMT) occurrence, which is later still than needed.
 */
export function firstBookableSlot(grace: number, now: Date | number = Date.now()): PickupTime {
  const instant = (typeof now === 'number' ? now : now.getTime()) + grace * MINUTE_MS;
  const slot = Math.ceil(instant / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  const uk = ukNow(slot);
  return { pickup_date: ukIsoDate(slot), pickup_hour: to12Hour(uk.getHours()), pickup_min: MINUTE_OPTIONS[uk.getMinutes() / 5] };
}

/** 'YYYY-MM-DD HH:MM' (24-hour) for ordering; '' when the time cannot be read. */
function sortKey({ pickup_date, pickup_hour, pickup_min }: PickupTime): string {
  try {
    return `${pickup_date} ${to24HourTime(pickup_hour, pickup_min)}`;
  } catch {
    return '';
  }
}

/** True when the pick-up is earlier than the slot (an unreadable or missing date or time counts as earlier). */
export function isBeforeSlot(pickup: PickupTime, slot: PickupTime): boolean {
  return !pickup.pickup_date || sortKey(pickup) < sortKey(slot);
}

/**
 * What an untouched default becomes when the slot moves (the grace time arrives with the settings,
 * or the visitor picks another day). `offered` is what the form last offered. A time the visitor chose
 * is never changed. With the date untouched, a pick-up before the slot becomes the slot; on a day the
 * visitor chose, only the slot's own day gets the slot's time. Null: nothing to change.
 */
export function slotDefaultsUpdate(current: PickupTime, offered: PickupTime, slot: PickupTime): Partial<PickupTime> | null {
  const timeChosen = current.pickup_hour !== offered.pickup_hour || current.pickup_min !== offered.pickup_min;
  if (timeChosen || !isBeforeSlot(current, slot)) return null;
  if (current.pickup_date === offered.pickup_date) return { ...slot };
  if (current.pickup_date === slot.pickup_date) return { pickup_hour: slot.pickup_hour, pickup_min: slot.pickup_min };
  return null;
}

/** product §10 "What the visitor sees": said by the form, before any call. */
export const PASSED_TIME_MESSAGE = 'This time has already passed. Choose a later time.';

/**
 * True when the pick-up is earlier than now on the UK clock: before the next 5-minute mark, the first
 * the selects can offer. A time ahead but inside the grace time is the API's to refuse ('Urgent Booking!').
 */
export const hasPassed = (pickup: PickupTime, now: Date | number = Date.now()): boolean => isBeforeSlot(pickup, firstBookableSlot(0, now));

/** The pick-up fields of a form. */
export const pickupTimeOf = ({ pickup_date, pickup_hour, pickup_min }: PickupTime): PickupTime => ({
  pickup_date,
  pickup_hour,
  pickup_min,
});
