import type { Breakdown, ExtraLine } from '@booking/shared/api';
import { formatPrice, type Settings } from '@booking/shared/domain';
import type { Row } from './journey-rows';

// Each extra by the name the Options block gives it (product §2), whatever the API calls it.
const NAMES: Readonly<Record<string, string>> = {
  meet_and_greet: 'Meet & Greet',
  wheel_chair: 'Wheelchair',
  baby_seats: 'Baby Seat',
  booster_seats: 'Booster Seat',
  special_luggage: 'Special Luggage',
  waiting_min: 'Waiting Time',
};
const YES_NO = new Set(['meet_and_greet', 'wheel_chair']);

/** 'Baby Seat × 2', 'Return Meet & Greet', 'Waiting Time 15 mins' (waiting is priced per 5 minutes). */
export function extraLabel(line: ExtraLine): string {
  const code = line.code ?? '';
  const name = `${line.leg === 'return' ? 'Return ' : ''}${NAMES[code] ?? line.name}`;
  if (YES_NO.has(code)) return name;
  if (code === 'waiting_min') return `${name} ${line.quantity * 5} mins`;
  return code in NAMES || line.quantity > 1 ? `${name} × ${line.quantity}` : name;
}

/**
 * The breakdown (product §10 "Pricing details the description leaves open"): the base fare and the outward
 * extras, the return fare and the return extras, the vehicles when more than one (the lines are per vehicle),
 * and the total.
 */
export function breakdownRows(breakdown: Breakdown, total: number, settings: Settings): Row[] {
  const money = (amount: number) => formatPrice(amount, settings);
  const line = (extra: ExtraLine): Row => ({ label: extraLabel(extra), value: money(extra.amount) });
  const outward = breakdown.extras.filter((extra) => extra.leg !== 'return');
  const back = breakdown.extras.filter((extra) => extra.leg === 'return');
  const rows: Row[] = [{ label: 'Base fare', value: money(breakdown.base_fare) }, ...outward.map(line)];
  if (breakdown.return_fare > 0 || back.length) rows.push({ label: 'Return fare', value: money(breakdown.return_fare) }, ...back.map(line));
  if (breakdown.quantity > 1) rows.push({ label: 'Vehicles', value: `${breakdown.quantity} x Vehicle Selected` });
  rows.push({ label: 'Total', value: money(total) });
  return rows;
}
