// "Today" and "now" are the UK's (Europe/London) whatever the visitor's zone (product §10 "Dates, times, money").
const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The UK's offset from UTC at an instant, by the rule of the Summer Time Order 2002 (in force since
 * 1981 for the start, since 1996 for the end): BST (+1 h) from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October, GMT otherwise. Arithmetic instead of Intl's time zones:
 * the first Intl formatter with a time zone loads the browser's zone data, a ~70-140 ms task at 4x
 * CPU on the home page's start (docs/decisions/performance.md). Should the law change, this rule changes with it.
 */
export function ukOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/** An instant as read on a UK wall clock (the Date getters it offers answer in UK time). */
export interface UkWallClock {
  getFullYear(): number;
  getMonth(): number;
  getDate(): number;
  getHours(): number;
  getMinutes(): number;
  getSeconds(): number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '4hour' -> '4 Hours', for the Duration select's visible text. */
export function durationLabel(duration: string): string {
  const hours = Number.parseInt(duration, 10);
  return Number.isFinite(hours) ? `${hours} Hours` : duration;
}

/** '3pm' -> 15, '12am' -> 0, '12pm' -> 12. A bare 24-hour number ('15', '07') is accepted too. */
export function to24Hour(hour12: string): number {
  const text = hour12.trim().toLowerCase();
  const match = /^(\d{1,2})\s*(am|pm)$/.exec(text);
  if (match) {
    const hour = Number(match[1]);
    if (hour >= 1 && hour <= 12) return (hour % 12) + (match[2] === 'pm' ? 12 : 0);
  } else if (/^\d{1,2}$/.test(text) && Number(text) <= 23) {
    return Number(text);
  }
  throw new RangeError(`Not an hour: "${hour12}"`);
}

/** ('3pm', '05') -> '15:05', the 24-hour HH:MM the API wants. */
export function to24HourTime(hour12: string, minutes: string | number): string {
  return `${pad2(to24Hour(hour12))}:${pad2(Number(minutes) || 0)}`;
}

/** The current instant as a UK wall-clock date. */
export function ukNow(now: Date | number = Date.now()): UkWallClock {
  const instant = typeof now === 'number' ? now : now.getTime();
  const wall = new Date(instant + ukOffsetMs(instant));
  return {
    getFullYear: () => wall.getUTCFullYear(),
    getMonth: () => wall.getUTCMonth(),
    getDate: () => wall.getUTCDate(),
    getHours: () => wall.getUTCHours(),
    getMinutes: () => wall.getUTCMinutes(),
    getSeconds: () => wall.getUTCSeconds(),
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD -> dd/mm/yyyy; anything else is returned unchanged. */
export function formatDisplayDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
