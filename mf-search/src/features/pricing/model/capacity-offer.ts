import type { BookingForm, CalculatedDistance, PriceDetail } from '@booking/shared/api';
import { VEHICLE_QUANTITY_OPTIONS, vehicleSelectionKey, type Settings } from '@booking/shared/domain';
import { keepCheapestCompany } from '../../../domain/cheapest-company';

/** product §9: a choice books 1 to 6 vehicles of a kind. */
const MOST_VEHICLES = Math.max(...VEHICLE_QUANTITY_OPTIONS);

const count = (value: number | string | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * How many of this vehicle carry the party: every leg's passengers, luggage and hand luggage over the
 * vehicle's seats, luggage and small luggage (the sandbox's rule, and the personal details' hold). Null
 * when more than 6 would be needed, or the vehicle has no room at all for something asked.
 */
export function vehiclesNeeded(entry: PriceDetail, form: BookingForm): number | null {
  const legs = [[form.passengers, form.luggages, form.hand_luggages]];
  if (form.select_option === 'return') legs.push([form.return_passengers, form.return_luggages, form.return_hand_luggages]);
  const room = [entry.max_seat, entry.luggage, entry.small_luggage].map(count);
  let needed = 1;
  for (const leg of legs) {
    for (const [i, asked] of leg.map(count).entries()) {
      if (asked === 0) continue;
      if (room[i] === 0) return null;
      needed = Math.max(needed, Math.ceil(asked / room[i]));
    }
  }
  return needed <= MOST_VEHICLES ? needed : null;
}

/** What taking the offer stores: the vehicles that carry the party, each with its number chosen. */
export interface CapacityOffer {
  priceDetails: PriceDetail[];
  /** vehicleSelections: `${vehicle_id}-${company_id}` -> the number that carries the party. */
  quantities: Record<string, number>;
  calculatedDistance: CalculatedDistance;
  /** The offer in a sentence: '20 passengers fit in 2 Minibuses.' */
  sentence: string;
}

const plural = (name: string, n: number) => (n === 1 ? name : `${name}${/(s|x|z|ch|sh)$/i.test(name) ? 'es' : 's'}`);

/**
 * A party too large for the largest vehicle (product §4's capacity refusal) is offered the vehicles that
 * carry it in up to 6 of a kind (docs/decisions/search.md), the cheapest company
 * only when the settings say so. The sentence names the fewest vehicles, the cheapest of those first.
 * Null when no vehicle carries it in 6.
 */
export function capacityOffer(list: readonly PriceDetail[], form: BookingForm, settings: Settings): CapacityOffer | null {
  const fitting = list.flatMap((entry) => {
    const quantity = vehiclesNeeded(entry, form);
    return quantity === null ? [] : [{ entry, quantity }];
  });
  const kept = new Set(
    keepCheapestCompany(
      fitting.map(({ entry }) => entry),
      settings,
    ),
  );
  const offered = fitting.filter(({ entry }) => kept.has(entry));
  if (offered.length === 0) return null;
  const priced = offered.filter(({ entry }) => count(entry.price) > 0);
  const lead = (priced.length > 0 ? priced : offered).reduce((best, next) =>
    next.quantity < best.quantity ||
    (next.quantity === best.quantity && next.entry.price * next.quantity < best.entry.price * best.quantity)
      ? next
      : best,
  );
  const passengers = count(form.passengers);
  const party = `${passengers} ${plural('passenger', passengers)}${count(form.luggages) + count(form.hand_luggages) > 0 ? ' and their luggage' : ''}`;
  const verb = passengers === 1 && !party.includes(' and ') ? 'fits' : 'fit';
  return {
    priceDetails: offered.map(({ entry }) => entry),
    quantities: Object.fromEntries(offered.map(({ entry, quantity }) => [vehicleSelectionKey(entry), quantity])),
    calculatedDistance: { via_miles: offered[0].entry.via_miles ?? 0, time_duration: offered[0].entry.time_duration ?? 0 },
    sentence: `${party} ${verb} in ${lead.quantity} ${plural(lead.entry.vehicle_type, lead.quantity)}.`,
  };
}
