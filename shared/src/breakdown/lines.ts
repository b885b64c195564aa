import type { Breakdown } from '../api/entities';
import { formatPrice } from '../domain/pricing';
import { isYes, SETTING_KEYS, type Settings } from '../domain/settings';

// What a total is made of (product §10 "Pricing details the spec leaves open", "What the visitor sees"):
// the base fare, each priced extra per leg, the return fare, the vehicles and the total, in the API's
// figures. Lines are in the order a visitor reads a journey: outward, then return.

export interface BreakdownLine {
  label: string;
  value: string;
  /** The last line, the total the visitor pays. */
  isTotal?: boolean;
}

type BreakdownInput = Pick<Breakdown, 'base_fare' | 'return_fare' | 'extras' | 'quantity' | 'final_price'>;
type ExtraLine = Breakdown['extras'][number];

/** The Options block's words (product §2), by the API's stable code; its own name for an extra we do not know. */
const EXTRA_WORDS: Record<string, string> = {
  meet_and_greet: 'Meet & Greet',
  baby_seats: 'Baby Seat',
  booster_seats: 'Booster Seat',
  wheel_chair: 'Wheelchair',
  special_luggage: 'Special Luggage',
  waiting_min: 'Waiting Time',
};

const pennies = (amount: number | string) => Math.round(Number(amount) * 100);

function extraLabel(line: ExtraLine, settings: Settings): string {
  const word = `${line.leg === 'return' ? 'Return ' : ''}${EXTRA_WORDS[line.code ?? ''] ?? line.name}`;
  const unit = formatPrice(line.unit_price, settings, true);
  if (line.code === 'waiting_min') return `${word} ${line.quantity * 5} mins (${line.quantity} × ${unit})`;
  return line.quantity > 1 ? `${word} × ${line.quantity} (${unit} each)` : word;
}

/**
 * The breakdown's lines, ending with the total. `total` is the total shown beside it (default the
 * breakdown's final_price): with ROUND_OFF=yes it is whole units, and a 'Rounding' line says the
 * difference. Null when the breakdown does not explain that total (its parts do not add up to it, to
 * the penny) or there is no price: a breakdown that does not add up is not shown.
 */
export function breakdownLines(breakdown: BreakdownInput | null | undefined, settings: Settings, total?: number): BreakdownLine[] | null {
  if (!breakdown) return null;
  const roundOff = isYes(settings, SETTING_KEYS.ROUND_OFF);
  const final = pennies(breakdown.final_price);
  const shown = total ?? Number(breakdown.final_price);
  // With ROUND_OFF=yes the total is shown and charged in whole units, whether or not it came rounded.
  const paid = pennies(roundOff ? Math.round(shown) : shown);
  const quantity = Number(breakdown.quantity) > 0 ? Number(breakdown.quantity) : 1;
  const extras = breakdown.extras ?? [];
  const perVehicle =
    pennies(breakdown.base_fare) + pennies(breakdown.return_fare) + extras.reduce((sum, line) => sum + pennies(line.amount), 0);
  if (!(final > 0) || Math.abs(perVehicle * quantity - final) > 1) return null;
  const rounded = roundOff && paid === Math.round(final / 100) * 100;
  if (paid !== final && !rounded) return null;

  const money = (amount: number | string) => formatPrice(amount, settings, true);
  const extraLines = (leg: ExtraLine['leg']) =>
    extras.filter((line) => line.leg === leg).map((line) => ({ label: extraLabel(line, settings), value: money(line.amount) }));
  const returnExtras = extraLines('return');
  const lines: BreakdownLine[] = [{ label: 'Base fare', value: money(breakdown.base_fare) }, ...extraLines('outbound')];
  if (pennies(breakdown.return_fare) > 0 || returnExtras.length)
    lines.push({ label: 'Return fare', value: money(breakdown.return_fare) }, ...returnExtras);
  if (quantity > 1) lines.push({ label: 'Vehicles', value: `${quantity} × ${money(perVehicle / 100)}` });
  if (paid !== final) lines.push({ label: 'Rounding', value: `${paid > final ? '+' : ''}${money((paid - final) / 100)}` });
  lines.push({ label: 'Total', value: formatPrice(paid / 100, settings), isTotal: true });
  return lines;
}
