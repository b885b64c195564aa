// The classes a UK visitor chooses between (as Addison Lee, Blacklane and Minicabit group their
// fleets), read from the operator's own vehicle names, which vary ('MPV6', 'People Carrier', ...).
// mf-quote filters its results by them; every vehicle without a picture shows its class's drawing.

export type VehicleClass = 'saloon' | 'estate' | 'executive' | 'mpv' | 'minibus' | 'other';

// First match wins: 'Executive MPV' is an executive car, 'Minibus 16 Seater' a minibus, not an MPV.
const NAME_RULES: readonly (readonly [RegExp, VehicleClass])[] = [
  [/exec|business|first class|luxury|premium|prestige|vip|limo/i, 'executive'],
  [/mini ?bus|coach|\bbus\b/i, 'minibus'],
  [/\bmpv|people ?carrier|\b[5-8] ?seat|\bvan\b/i, 'mpv'],
  [/estate|\btourer\b/i, 'estate'],
  [/saloon|sedan|standard|economy|\bcar\b|hatch/i, 'saloon'],
];

/** The class of a vehicle by its name, else by its seats (9 and more a minibus, 5 to 8 an MPV). */
export function vehicleClassOf(name: string, seats: number | string): VehicleClass {
  const byName = NAME_RULES.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1];
  const count = Number(seats);
  if (count >= 9) return 'minibus';
  if (count >= 5) return 'mpv';
  return 'other';
}

/**
 * The drawing of a vehicle's class, for a vehicle the API sends without an image: the dispatch system's
 * storage has one per class (the sandbox serves them); an MPV of up to 6 seats and a larger one differ.
 */
export function classDrawingUrl(name: string, seats: number | string): string {
  const vehicleClass = vehicleClassOf(name, seats);
  const file = vehicleClass === 'mpv' ? (Number(seats) > 6 ? 'mpv8' : 'mpv6') : vehicleClass === 'other' ? 'saloon' : vehicleClass;
  return `/storage/vehicles/${file}.svg`;
}
