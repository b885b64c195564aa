import type { PriceDetail } from '@booking/shared/api';
import { breakdownLines, PriceBreakdown } from '@booking/shared/breakdown';
import { useSettings } from '../../hooks/use-settings';

/**
 * The card's 'Price breakdown', one tap away under its price (DECISIONS "What the visitor sees"): the
 * API's lines per vehicle, then the vehicles and the card's total. None when they do not add up to it.
 */
export function CardBreakdown({
  entry,
  total,
  quantity,
  describedBy,
}: {
  entry: PriceDetail;
  total: number;
  quantity: number;
  describedBy: string;
}) {
  const settings = useSettings();
  const lines = breakdownLines({ ...entry.breakdown, quantity, final_price: total }, settings, total);
  return <PriceBreakdown lines={lines} describedBy={describedBy} />;
}
