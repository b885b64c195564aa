// UK wall-clock times as instants, right on both sides of a clock change (product §10 "Dates, times, money":
// times are the UK's).

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes the UK is ahead of UTC at this instant (0 in winter, 60 in summer). */
function ukOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(ukParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

const HOUR = 3_600_000;

/**
 * The instant a UK wall-clock time names. Twice-occurring autumn times give the first (BST); spring's
 * missing hour moves forward, as the clocks do (01:30 on the change day is 02:30 BST).
 */
export function ukWallClockToInstant(isoDate: string, hours: number, minutes: number): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.slice(0, 10));
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: "${isoDate}"`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours, minutes);
  const offsets = [...new Set([ukOffsetMinutes(wall - 3 * HOUR), ukOffsetMinutes(wall + 3 * HOUR)])];
  const valid = offsets.map((offset) => wall - offset * 60_000).filter((t) => wall - ukOffsetMinutes(t) * 60_000 === t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - ukOffsetMinutes(wall - 3 * HOUR) * 60_000);
}

/** '14:05', '14:05:00', '2pm' or '2:05pm' -> [14, 5]; null when it is not a time. */
export function parseTime(text: string | null | undefined): [number, number] | null {
  const value = (text ?? '').trim().toLowerCase();
  const h24 = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (h24 && Number(h24[1]) < 24 && Number(h24[2]) < 60) return [Number(h24[1]), Number(h24[2])];
  const h12 = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/.exec(value);
  if (h12 && Number(h12[1]) >= 1 && Number(h12[1]) <= 12) {
    return [(Number(h12[1]) % 12) + (h12[3] === 'pm' ? 12 : 0), Number(h12[2] ?? 0)];
  }
  return null;
}
