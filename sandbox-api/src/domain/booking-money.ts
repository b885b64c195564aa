import type { Breakdown, ExtraLine } from '@booking/shared/api';
import type { Ctx } from '../context';
import { HttpError } from '../http/errors';
import type { BookingPayload } from './booking-payload';
import type { TariffRow } from './catalogue';
import { choicesFromLines, extraLines } from './extras';
import { buildBreakdown } from './pricing';
import { selectedFares, tariffOrFail } from './quote';
import { isYes, type Settings } from './settings';

/** An amount as the sandbox writes it: the CURRENCY setting, then pounds and pence. */
export const money = (settings: Settings, amount: number) => `${settings.CURRENCY || '£'}${amount.toFixed(2)}`;

/** `breakdown`: what the total is made of (null for a quote kept before the sandbox kept breakdowns). */
export type BookingPrice = { tariff: TariffRow; extras: ExtraLine[]; total: number; breakdown: Breakdown | null };

/**
 * What a booking costs, card or car, decided here and never taken from the body or the payment: the
 * vehicle's tariff, the journey, the breakdown's extras priced by the settings, times the vehicles
 * booked. With ROUND_OFF=yes the site shows and charges whole units, so that is the figure recorded.
 * Refuses what the fresh price refuses (grace time, capacity).
 */
export function bookingPrice(ctx: Ctx, settings: Settings, payload: BookingPayload): BookingPrice {
  const vehicle = payload.selectedVehicleData;
  const tariff = tariffOrFail(ctx, vehicle.vehicle_id, vehicle.company_id);
  const quantity = payload.selectedVehicle;
  const { fares, isReturn } = selectedFares(ctx, settings, payload, tariff, quantity);
  const lines = vehicle.breakdown.extras;
  const extras = [
    ...extraLines(settings, choicesFromLines(lines, 'outbound'), 'outbound'),
    ...(isReturn ? extraLines(settings, choicesFromLines(lines, 'return'), 'return') : []),
  ];
  const breakdown = buildBreakdown(fares, extras, quantity);
  const total = breakdown.final_price;
  return { tariff, extras, total: isYes(settings, 'ROUND_OFF') ? Math.round(total) : total, breakdown };
}

/** A card books only what it paid for to the penny: `amount` (minor units) must be round(total x 100). */
export function assertPaidInFull(settings: Settings, amount: number, total: number): void {
  if (amount === Math.round(total * 100)) return;
  throw new HttpError(
    409,
    `The amount paid (${money(settings, amount / 100)}) does not match this booking's price (${money(settings, total)}). The payment has not been used; please contact us.`,
  );
}
