import type { PriceDetail } from '@booking/shared/api';
import { classDrawingUrl as drawingOf, vehicleClassOf as classOf, type VehicleClass } from '@booking/shared/domain';

// The results' filter by vehicle class (the classes: @booking/shared/domain's vehicleClassOf).

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

/** The class of an offer by its vehicle name, else by its seats. */
export const vehicleClassOf = (entry: Pick<PriceDetail, 'vehicle_type' | 'max_seat'>): VehicleClass =>
  classOf(entry.vehicle_type, entry.max_seat);

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

/** The drawing of an offer's class, for an offer the API sends without an image. */
export const classDrawingUrl = (entry: Pick<PriceDetail, 'vehicle_type' | 'max_seat'>): string =>
  drawingOf(entry.vehicle_type, entry.max_seat);
