import { isExtraPriced, type ExtraName, type Settings } from '@booking/shared/domain';

export type { ExtraName };

const EXTRA_ORDER: readonly ExtraName[] = [
  'meet_and_greet',
  'wheel_chair',
  'baby_seats',
  'booster_seats',
  'special_luggage',
  'waiting_min',
];

/** An extra shows only when its price is above 0 (product §2, 5): the shared rule, in the form's order. */
export function visibleExtras(settings: Settings): Set<ExtraName> {
  return new Set(EXTRA_ORDER.filter((name) => isExtraPriced(settings, name)));
}

export interface CounterRange {
  min: number;
  max: number;
  step: number;
}

/** product §5's counter ranges. Luggage counters always show. */
export const COUNTER_RANGES = {
  luggages: { min: 0, max: 20, step: 1 },
  hand_luggages: { min: 0, max: 20, step: 1 },
  baby_seats: { min: 0, max: 15, step: 1 },
  booster_seats: { min: 0, max: 15, step: 1 },
  special_luggage: { min: 0, max: 15, step: 1 },
  waiting_min: { min: 0, max: 100, step: 5 },
} as const satisfies Record<string, CounterRange>;

/** Home passengers select: 1 to 20 (product §5). */
export const PASSENGER_OPTIONS: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1);
