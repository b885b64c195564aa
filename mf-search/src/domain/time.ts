import { ukNow } from '@booking/shared/domain';

// The search forms' time choices and UK calendar days: "today" is the UK's (Europe/London) whatever the
// visitor's zone (product §10 "Dates, times, money"), read from @booking/shared/domain's UK clock.

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 15 -> '3pm', 0 -> '12am', 12 -> '12pm'. */
export function to12Hour(hour24: number): string {
  if (!Number.isInteger(hour24) || hour24 < 0 || hour24 > 23) throw new RangeError(`Not an hour: ${hour24}`);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour}${hour24 < 12 ? 'am' : 'pm'}`;
}

/** 12-hour texts in day order: 12am is 00, 12pm is 12 (product §10 "Dates, times, money"). */
export const HOUR_OPTIONS: readonly string[] = Array.from({ length: 24 }, (_, h) => to12Hour(h));

/** Minutes in steps of 5 (product §5). */
export const MINUTE_OPTIONS: readonly string[] = Array.from({ length: 12 }, (_, i) => pad2(i * 5));

/** Hourly durations 4 to 24 hours, stored as '4hour'..'24hour' (product §3, 9). */
export const DURATION_OPTIONS: readonly string[] = Array.from({ length: 21 }, (_, i) => `${i + 4}hour`);

/** A date's UK calendar day as YYYY-MM-DD. */
export function ukIsoDate(date: Date | number): string {
  const uk = ukNow(date);
  return `${uk.getFullYear()}-${pad2(uk.getMonth() + 1)}-${pad2(uk.getDate())}`;
}

/** Today in the UK as YYYY-MM-DD. */
export function ukToday(now: Date | number = Date.now()): string {
  return ukIsoDate(now);
}

/** True when the YYYY-MM-DD date is before today in the UK. */
export function isBeforeUkToday(isoDate: string, now: Date | number = Date.now()): boolean {
  return isoDate.slice(0, 10) < ukToday(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar arithmetic on YYYY-MM-DD (no clock, so no clock-change surprises). */
export function addDaysIso(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: "${isoDate}"`);
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The nearest 5-minute mark (seconds dropped), as a UK date. UK offsets are whole hours, so this is safe. */
export function roundToFiveMinutes(date: Date | number): ReturnType<typeof ukNow> {
  const ms = typeof date === 'number' ? date : date.getTime();
  return ukNow(Math.round(ms / FIVE_MINUTES) * FIVE_MINUTES);
}
