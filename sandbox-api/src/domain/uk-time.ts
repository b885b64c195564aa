// UK (Europe/London) wall-clock time without a date library. British Summer Time runs from 01:00 UTC
// on the last Sunday of March to 01:00 UTC on the last Sunday of October (the rule since 1996); a
// direct rule is much cheaper than Intl on the pricing hot path.

/** 01:00 UTC on the last Sunday of a month (0-based), in ms. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
function offsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOne(year, 2) && instant < lastSundayAtOne(year, 9) ? 60 : 0;
}

function londonParts(instant: number) {
  const local = new Date(instant + offsetMinutes(instant) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The instant of a London wall-clock time. A time skipped by the spring change counts as an hour later. */
export function londonToInstant(dateIso: string, hour: number, minute: number): number {
  const [y, m, d] = dateIso.split('-').map(Number);
  const naive = Date.UTC(y, m - 1, d, hour, minute);
  const first = naive - offsetMinutes(naive) * 60000;
  return naive - offsetMinutes(first) * 60000;
}

/** UK calendar date (YYYY-MM-DD) `days` from now. */
export function ukDate(days = 0, now = Date.now()): string {
  const p = londonParts(now);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + days)).toISOString().slice(0, 10);
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** '12am' -> 0, '3pm' -> 15, '12pm' -> 12; also accepts 24-hour '15' or '15:00'. Null when unreadable. */
export function parseHour(value: string): number | null {
  const text = value.trim().toLowerCase();
  const twelve = /^(\d{1,2})\s*(am|pm)$/.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return null;
    return (hour % 12) + (twelve[2] === 'pm' ? 12 : 0);
  }
  const plain = /^(\d{1,2})(?::\d{2})?$/.exec(text);
  if (plain && Number(plain[1]) <= 23) return Number(plain[1]);
  return null;
}

export function parseMinute(value: string | number): number | null {
  const minute = Number(value);
  return Number.isInteger(minute) && minute >= 0 && minute <= 59 ? minute : null;
}

export const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
