import type { PriceDetail } from '@booking/shared/api';

// The classes a UK visitor chooses between (as Addison Lee, Blacklane and Minicabit group their
// fleets), read from the operator's own vehicle names, which vary ('MPV6', 'People Carrier', ...).

export type VehicleClass = 'saloon' | 'estate' | 'executive' | 'mpv' | 'minibus' | 'other';
export type ClassChoice = VehicleClass | 'all';

/** The filter's order and words: the smallest car first, 'Other' for a name no rule knows. */
const CLASS_LABELS: readonly (readonly [VehicleClass, string])[] = [
  ['saloon', 'Saloon'],
  ['estate', 'Estate'],
  ['executive', 'Executive'],
  ['mpv', 'MPV'],
  ['minibus', 'Minibus'],
  ['other', 'Other'],
];

// First match wins: 'Executive MPV' is an executive car, 'Minibus 16 Seater' a minibus, not an MPV.
const NAME_RULES: readonly (readonly [RegExp, VehicleClass])[] = [
  [/exec|business|first class|luxury|premium|prestige|vip|limo/i, 'executive'],
  [/mini ?bus|coach|\bbus\b/i, 'minibus'],
  [/\bmpv|people ?carrier|\b[5-8] ?seat|\bvan\b/i, 'mpv'],
  [/estate|\btourer\b/i, 'estate'],
  [/saloon|sedan|standard|economy|\bcar\b|hatch/i, 'saloon'],
];

/** The class of an offer by its vehicle name, else by its seats (9 and more a minibus, 5 to 8 an MPV). */
export function vehicleClassOf(entry: Pick<PriceDetail, 'vehicle_type' | 'max_seat'>): VehicleClass {
  const byName = NAME_RULES.find(([pattern]) => pattern.test(entry.vehicle_type));
  if (byName) return byName[1];
  const seats = Number(entry.max_seat);
  if (seats >= 9) return 'minibus';
  if (seats >= 5) return 'mpv';
  return 'other';
}

export interface ClassOption {
  value: ClassChoice;
  label: string;
  count: number;
}

/** 'All' and each class present in the offers, with how many offers it has; none when fewer than two classes. */
export function classOptions(entries: readonly PriceDetail[]): ClassOption[] {
  const counts = new Map<VehicleClass, number>();
  for (const entry of entries) {
    const vehicleClass = vehicleClassOf(entry);
    counts.set(vehicleClass, (counts.get(vehicleClass) ?? 0) + 1);
  }
  if (counts.size < 2) return [];
  const present = CLASS_LABELS.filter(([value]) => counts.has(value)).map(([value, label]) => ({
    value,
    label,
    count: counts.get(value) ?? 0,
  }));
  return [{ value: 'all', label: 'All', count: entries.length }, ...present];
}

export const isClassChoice = (value: unknown): value is ClassChoice =>
  value === 'all' || CLASS_LABELS.some(([vehicleClass]) => vehicleClass === value);

/** The offers of the chosen class; all of them for 'all'. */
export function entriesOfClass(entries: readonly PriceDetail[], choice: ClassChoice): readonly PriceDetail[] {
  return choice === 'all' ? entries : entries.filter((entry) => vehicleClassOf(entry) === choice);
}

/**
 * The drawing of an offer's class, for an offer the API sends without an image: the dispatch system's
 * storage has one per class (the sandbox serves them); an MPV of up to 6 seats and a larger one differ.
 */
export function classDrawingUrl(entry: Pick<PriceDetail, 'vehicle_type' | 'max_seat'>): string {
  const vehicleClass = vehicleClassOf(entry);
  const file = vehicleClass === 'mpv' ? (Number(entry.max_seat) > 6 ? 'mpv8' : 'mpv6') : vehicleClass === 'other' ? 'saloon' : vehicleClass;
  return `/storage/vehicles/${file}.svg`;
}
