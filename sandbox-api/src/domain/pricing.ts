import type { Breakdown, ExtraLine, PriceDetail } from '@booking/shared/api';
import type { TariffRow } from './catalogue';
import type { Journey, Leg } from './journey';

const pence = (value: number) => Math.round(value * 100) / 100;

/** A leg's fare: base + per mile + per minute, never under the minimum fare. */
function legFare(tariff: TariffRow, leg: Leg): number {
  const metered = tariff.base_fare + tariff.per_mile * leg.miles + tariff.per_minute * (leg.seconds / 60);
  return pence(Math.max(tariff.minimum_fare, metered));
}

export const hourlyFare = (tariff: TariffRow, hours: number) => pence(tariff.hourly_rate * hours);

export type Fares = { base_fare: number; return_fare: number; via_miles: number; time_duration: number };

export function journeyFares(tariff: TariffRow, journey: Journey): Fares {
  return {
    base_fare: legFare(tariff, journey.outbound),
    return_fare: journey.returnLeg ? legFare(tariff, journey.returnLeg) : 0,
    via_miles: journey.outbound.miles,
    time_duration: journey.outbound.seconds,
  };
}

/** (fares + extras) per vehicle, times the quantity of vehicles. */
export function buildBreakdown(fares: Fares, extras: ExtraLine[], quantity: number): Breakdown {
  const perVehicle = fares.base_fare + fares.return_fare + extras.reduce((sum, line) => sum + line.amount, 0);
  return {
    base_fare: fares.base_fare,
    return_fare: fares.return_fare,
    extras,
    quantity,
    final_price: pence(perVehicle * quantity),
  };
}

/** A tariff whose every rate is 0: the operator prices that vehicle on request (a 0 price, Contact Us). */
export const isOnRequest = (tariff: TariffRow) =>
  [tariff.base_fare, tariff.per_mile, tariff.per_minute, tariff.minimum_fare, tariff.hourly_rate].every((rate) => rate === 0);

/** One price-detail entry (product §3) for a vehicle of an operator. `price` is for one vehicle. */
export function priceDetail(tariff: TariffRow, fares: Fares, extras: ExtraLine[]): PriceDetail {
  const breakdown = buildBreakdown(fares, isOnRequest(tariff) ? [] : extras, 1);
  return {
    vehicle_id: tariff.vehicle_id,
    company_id: tariff.company_id,
    company_name: tariff.company_name,
    vehicle_type: tariff.category_name,
    vehicle_image: tariff.image,
    max_seat: tariff.seats,
    luggage: tariff.luggage,
    small_luggage: tariff.hand_luggage,
    rating: tariff.rating,
    price: breakdown.final_price,
    final_price: breakdown.final_price,
    breakdown,
    via_miles: fares.via_miles,
    time_duration: fares.time_duration,
  };
}
