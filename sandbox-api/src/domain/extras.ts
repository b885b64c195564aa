import type { ExtraLine } from '@booking/shared/api';
import { settingAmount, type Settings } from './settings';

/** The priced extras (product §1), each with its setting and the form field holding the choice. */
const EXTRAS = [
  { code: 'meet_and_greet', name: 'Meet and greet', setting: 'MEET_AND_GREET' },
  { code: 'baby_seats', name: 'Baby seat', setting: 'BABY_PRICE_PER_SEAT' },
  { code: 'booster_seats', name: 'Booster seat', setting: 'BOOSTER_PRICE_PER_SEAT' },
  { code: 'wheel_chair', name: 'Wheelchair', setting: 'WHEEL_CHAIR' },
  { code: 'special_luggage', name: 'Special luggage', setting: 'SPECIAL_LUGGAGE_PER_PRICE' },
  { code: 'waiting_min', name: 'Waiting time (per 5 minutes)', setting: 'PRICE_PER_FIVE_WAITING_MIN' },
] as const;

type ExtraCode = (typeof EXTRAS)[number]['code'];
/** What was chosen on one leg: yes/no for the flags, counts for the rest, minutes for waiting. */
export type ExtraChoices = Partial<Record<ExtraCode, string | number | undefined>>;
export type Leg = 'outbound' | 'return';

const MAX_COUNT = 100;

function quantityOf(code: ExtraCode, value: string | number | undefined): number {
  if (code === 'meet_and_greet' || code === 'wheel_chair') return value === 'yes' ? 1 : 0;
  const number = Math.floor(Number(value));
  if (!Number.isFinite(number) || number <= 0) return 0;
  const capped = Math.min(number, MAX_COUNT);
  return code === 'waiting_min' ? Math.ceil(capped / 5) : capped;
}

const pence = (value: number) => Math.round(value * 100) / 100;

/** One line per extra that is both chosen and priced above 0 (unpriced extras are not offered). */
export function extraLines(settings: Settings, choices: ExtraChoices, leg: Leg): ExtraLine[] {
  return EXTRAS.flatMap(({ code, name, setting }) => {
    const unit = settingAmount(settings, setting);
    const quantity = quantityOf(code, choices[code]);
    if (unit === 0 || quantity === 0) return [];
    return [{ code, name, leg, quantity, unit_price: unit, amount: pence(unit * quantity) }];
  });
}

/** The return-leg choices of a form or payload that names them return_<code>. */
export function returnChoices(source: Record<string, unknown>): ExtraChoices {
  return Object.fromEntries(EXTRAS.map(({ code }) => [code, source[`return_${code}`] as string | number | undefined]));
}

/** Choices rebuilt from a breakdown's lines (the site keeps the last recalculated breakdown). */
export function choicesFromLines(lines: ExtraLine[], leg: Leg): ExtraChoices {
  const choices: ExtraChoices = {};
  for (const line of lines.filter((l) => l.leg === leg)) {
    const extra = EXTRAS.find((e) => e.code === line.code || e.name === line.name);
    if (!extra) continue;
    choices[extra.code] =
      extra.code === 'meet_and_greet' || extra.code === 'wheel_chair'
        ? 'yes'
        : extra.code === 'waiting_min'
          ? line.quantity * 5
          : line.quantity;
  }
  return choices;
}
