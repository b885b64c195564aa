import type { Breakdown } from '@booking/shared/api';
import { breakdownLines } from '@booking/shared/breakdown';
import { formatPrice, type Settings } from '@booking/shared/domain';
import type { Row } from './journey-rows';

/**
 * The breakdown (product §10 "Pricing details the description leaves open"), in the words every other
 * breakdown uses (`breakdownLines`: base fare, each extra per leg, return fare, vehicles, total); the total
 * alone when the parts do not add up to it.
 */
export function breakdownRows(breakdown: Breakdown, total: number, settings: Settings): Row[] {
  return breakdownLines(breakdown, settings, total) ?? [{ label: 'Total', value: formatPrice(total, settings) }];
}
