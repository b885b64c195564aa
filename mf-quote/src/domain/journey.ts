// The journey's distance and time as the booking summary writes them (product §9).

export const MILES_TO_KM = 1.60934;

export function milesToKm(miles: number | string): number {
  const value = Number(miles);
  return Number.isFinite(value) ? value * MILES_TO_KM : 0;
}

/** '16 km' from 10 miles: km are rounded for display (product §9). */
export function formatKm(miles: number | string): string {
  return `${Math.round(milesToKm(miles))} km`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 5400 -> '1 hour 30 mins'; journey times from the distance call, to the nearest minute. */
export function secondsToTimeString(seconds: number | string): string {
  const totalMinutes = Math.max(0, Math.round((Number(seconds) || 0) / 60));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const mins = totalMinutes % 60;
  const parts = [];
  if (days) parts.push(plural(days, 'day'));
  if (hours) parts.push(plural(hours, 'hour'));
  if (mins || parts.length === 0) parts.push(plural(mins, 'min'));
  return parts.join(' ');
}
