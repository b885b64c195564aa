import type { ExtraLine } from '@booking/shared/api';

// The extras a booking keeps per leg (product §10 "Money, trust and privacy"): one column each, named as
// the corporate booking_details name them, the return leg's with return_. The booking's answer, the
// corporate list and the confirmation e-mail all read them from here.

type Leg = ExtraLine['leg'];

const EXTRAS = [
  { code: 'meet_and_greet', column: 'meet_and_greet', kind: 'yesNo', words: 'Meet and greet' },
  { code: 'baby_seats', column: 'baby_seat', kind: 'count', words: 'Baby seat' },
  { code: 'booster_seats', column: 'booster_seat', kind: 'count', words: 'Booster seat' },
  { code: 'wheel_chair', column: 'wheel_chair', kind: 'yesNo', words: 'Wheelchair' },
  { code: 'special_luggage', column: 'special_luggages', kind: 'count', words: 'Special luggage' },
  { code: 'waiting_min', column: 'waiting_minutes', kind: 'minutes', words: 'Waiting time' },
] as const;

type Column = (typeof EXTRAS)[number]['column'];
type YesNoColumn = Extract<(typeof EXTRAS)[number], { kind: 'yesNo' }>['column'];
type LegColumns = { [C in Column]: C extends YesNoColumn ? string : number };
/** Both legs' extras columns of a booking row. */
export type ExtraColumns = LegColumns & { [C in Column as `return_${C}`]: LegColumns[C] };

const columnOf = (leg: Leg, column: Column) => (leg === 'return' ? `return_${column}` : column) as keyof ExtraColumns;

/**
 * The columns for the extras priced on each leg: yes/no, counts, and waiting in minutes (the price
 * counts 5-minute steps). Only what was priced is kept: an extra the operator does not charge for is not offered.
 */
export function extraColumns(lines: ExtraLine[]): ExtraColumns {
  const columns: Record<string, string | number> = {};
  for (const leg of ['outbound', 'return'] as const) {
    for (const { code, column, kind } of EXTRAS) {
      const quantity = lines.find((line) => line.leg === leg && line.code === code)?.quantity ?? 0;
      columns[columnOf(leg, column)] = kind === 'yesNo' ? (quantity ? 'yes' : 'no') : kind === 'minutes' ? quantity * 5 : quantity;
    }
  }
  return columns as ExtraColumns;
}

/** The extras columns of a row (or any record holding them), and nothing else. */
export function legExtras(row: ExtraColumns): ExtraColumns {
  return Object.fromEntries(
    (['outbound', 'return'] as const).flatMap((leg) => EXTRAS.map(({ column }) => [columnOf(leg, column), row[columnOf(leg, column)]])),
  ) as ExtraColumns;
}

type Extra = (typeof EXTRAS)[number];

/** An extra in words: 'Meet and greet', '2 x Baby seat', 'Waiting time 10 minutes'; null when not taken. */
function inWords({ kind, words }: Extra, value: unknown): string | null {
  if (kind === 'yesNo') return value === 'yes' ? words : null;
  const amount = Number(value) || 0;
  if (amount <= 0) return null;
  if (kind === 'minutes') return `${words} ${amount} minutes`;
  return amount > 1 ? `${amount} x ${words}` : words;
}

/** One leg's extras in words, for the e-mail: 'Meet and greet, 2 x Baby seat, Waiting time 10 minutes'; '' with none. */
export function extrasInWords(row: Partial<Record<keyof ExtraColumns, unknown>>, leg: Leg): string {
  return EXTRAS.flatMap((extra) => inWords(extra, row[columnOf(leg, extra.column)]) ?? []).join(', ');
}

/** A breakdown's extra line in the same words (waiting counts 5-minute steps); its own name for an extra not known here. */
export function extraLineInWords(line: ExtraLine): string {
  const extra = EXTRAS.find(({ code }) => code === line.code);
  if (!extra) return line.name;
  return inWords(extra, extra.kind === 'yesNo' ? 'yes' : extra.kind === 'minutes' ? line.quantity * 5 : line.quantity) ?? line.name;
}
