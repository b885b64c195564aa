import type * as z from 'zod/mini';

// product §1's priced extras, each once per leg: the outbound name and its return_ twin. The booking
// form and the selected-vehicle price call both build their extras fields from these two lists.
export const YES_NO_EXTRAS = ['meet_and_greet', 'wheel_chair'] as const;
export const COUNTED_EXTRAS = ['baby_seats', 'booster_seats', 'special_luggage', 'waiting_min'] as const;

type YesNoExtra = (typeof YES_NO_EXTRAS)[number];
type CountedExtra = (typeof COUNTED_EXTRAS)[number];

export type ExtrasShape<Y extends z.ZodMiniType, C extends z.ZodMiniType> = BothLegs<Y, C>;

type BothLegs<Y, C> = { [K in YesNoExtra | `return_${YesNoExtra}`]: Y } & { [K in CountedExtra | `return_${CountedExtra}`]: C };

function bothLegs<Y, C>(yesNo: Y, count: C): BothLegs<Y, C> {
  const fields: Record<string, Y | C> = {};
  for (const name of YES_NO_EXTRAS) fields[name] = fields[`return_${name}`] = yesNo;
  for (const name of COUNTED_EXTRAS) fields[name] = fields[`return_${name}`] = count;
  return fields as BothLegs<Y, C>;
}

/** Both legs' extras fields for a z.object shape: yes/no extras get `yesNo`, counted ones `count`. */
export const extrasShape = <Y extends z.ZodMiniType, C extends z.ZodMiniType>(yesNo: Y, count: C): ExtrasShape<Y, C> =>
  bothLegs(yesNo, count);

/** Both legs' extras at their defaults ('no', 0), in the schema's key order (no zod needed). */
export const noExtras = () => bothLegs('no' as const, 0);
