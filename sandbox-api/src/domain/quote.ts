import type { BookingForm, Breakdown, HourlyRateForm, PriceDetail } from '@booking/shared/api';
import type { z } from 'zod';
import type { selectedVehiclePricePayloadSchema } from '@booking/shared/api';
import type { Ctx } from '../context';
import { HttpError } from '../http/errors';
import { assertNotBanned, popularPlaces, resolveOrFail } from './addresses';
import { assertFits } from './booking-capacity';
import { findTariff, listTariffs, type TariffRow } from './catalogue';
import { extraLines, returnChoices, type ExtraChoices } from './extras';
import { assertOutsideGrace, pickupInstant } from './grace';
import { measureJourney } from './journey';
import { buildBreakdown, hourlyFare, isOnRequest, journeyFares, priceDetail, type Fares } from './pricing';
import { isEnabled, readSettings, type Settings } from './settings';

type SelectedPayload = z.infer<typeof selectedVehiclePricePayloadSchema>;

/** '4hour' -> 4; durations run 4 to 24 hours. */
function hoursOf(duration: string): number {
  const hours = Number(/^(\d{1,2})hour$/.exec(duration)?.[1]);
  if (!Number.isInteger(hours) || hours < 4 || hours > 24) throw new HttpError(422, 'Please choose a duration between 4 and 24 hours.');
  return hours;
}

/** The search pricing's time rules for a distance form: the grace time, and a return after its pickup. */
function checkTimes(settings: Settings, form: BookingForm, now: number) {
  const pickupAt = pickupInstant(form.pickup_date, form.pickup_hour, form.pickup_min);
  assertOutsideGrace(settings, pickupAt, now);
  if (form.select_option !== 'return') return;
  const returnAt = pickupInstant(form.return_date, form.return_hour, form.return_min, 'return');
  if (returnAt <= pickupAt) throw new HttpError(422, 'The return must be after the pickup. Please check the return date and time.');
}

const checkHourlyTime = (settings: Settings, form: HourlyRateForm, now: number) =>
  assertOutsideGrace(settings, pickupInstant(form.pickup_date, form.pickup_hour, form.pickup_min), now);

function hourlyFares(ctx: Ctx, form: HourlyRateForm): (tariff: TariffRow) => Fares {
  assertNotBanned(ctx.db, [form.pickup]);
  resolveOrFail(form.pickup, 'pickup address', popularPlaces(ctx.db));
  const hours = hoursOf(form.pickup_duration);
  return (tariff) => ({ base_fare: hourlyFare(tariff, hours), return_fare: 0, via_miles: 0, time_duration: hours * 3600 });
}

/** Extras chosen on a distance form, per leg (the return leg only for return trips). */
function formExtras(settings: Settings, form: BookingForm) {
  const outbound = extraLines(settings, form as unknown as ExtraChoices, 'outbound');
  const back = form.select_option === 'return' ? extraLines(settings, returnChoices(form), 'return') : [];
  return [...outbound, ...back];
}

/** calculate-distance-price: every vehicle of every operator for the journey on the form. */
export function quoteDistance(ctx: Ctx, form: BookingForm): PriceDetail[] {
  const settings = readSettings(ctx.db);
  checkTimes(settings, form, ctx.now());
  const journey = measureJourney(ctx.db, form);
  const extras = formExtras(settings, form);
  return listTariffs(ctx.db, isEnabled(settings, 'MULTIPLE_OPERATORS')).map((tariff) =>
    priceDetail(tariff, journeyFares(tariff, journey), extras),
  );
}

/** calculate-hourly-price: every vehicle of every operator for the duration. */
export function quoteHourly(ctx: Ctx, form: HourlyRateForm): PriceDetail[] {
  const settings = readSettings(ctx.db);
  checkHourlyTime(settings, form, ctx.now());
  const faresFor = hourlyFares(ctx, form);
  return listTariffs(ctx.db, isEnabled(settings, 'MULTIPLE_OPERATORS')).map((tariff) => priceDetail(tariff, faresFor(tariff), []));
}

export function tariffOrFail(ctx: Ctx, vehicleId: number, companyId: number): TariffRow {
  const tariff = findTariff(ctx.db, vehicleId, companyId);
  if (!tariff) throw new HttpError(422, 'This vehicle is not offered by that operator. Please choose another vehicle.');
  if (isOnRequest(tariff)) throw new HttpError(422, 'This vehicle is priced on request. Please contact us for a quote.');
  return tariff;
}

type JourneyPayload = {
  bookingType: SelectedPayload['bookingType'];
  bookingForm?: SelectedPayload['bookingForm'] | null;
  hourlyRateForm?: SelectedPayload['hourlyRateForm'] | null;
};

/**
 * The selected vehicle's fares for the journey in the payload, for the fresh price and the booking alike.
 * Refused as the search pricing refuses it (grace time, a return before its pickup), and when the
 * passengers or luggage do not fit `quantity` vehicles (hourly forms carry no counts).
 */
export function selectedFares(ctx: Ctx, settings: Settings, payload: JourneyPayload, tariff: TariffRow, quantity: number) {
  if (payload.bookingType === 'hourly') {
    if (!payload.hourlyRateForm) throw new HttpError(422, 'HourlyRateForm data is missing.');
    checkHourlyTime(settings, payload.hourlyRateForm, ctx.now());
    return { fares: hourlyFares(ctx, payload.hourlyRateForm)(tariff), isReturn: false };
  }
  const form = payload.bookingForm;
  if (!form) throw new HttpError(422, 'BookingForm data is missing.');
  checkTimes(settings, form, ctx.now());
  assertFits(form, tariff, quantity);
  return { fares: journeyFares(tariff, measureJourney(ctx.db, form)), isReturn: form.select_option === 'return' };
}

/** calculate-selected-vehicle-price: the chosen vehicle with the extras per leg, times the quantity. */
export function quoteSelected(ctx: Ctx, payload: SelectedPayload): { final_price: number; breakdown: Breakdown } {
  const settings = readSettings(ctx.db);
  const tariff = tariffOrFail(ctx, payload.selectedVehicleData.vehicle_id, payload.selectedVehicleData.company_id);
  const { fares, isReturn } = selectedFares(ctx, settings, payload, tariff, payload.quantity);
  const extras = [
    ...extraLines(settings, payload as unknown as ExtraChoices, 'outbound'),
    ...(isReturn ? extraLines(settings, returnChoices(payload), 'return') : []),
  ];
  const breakdown = buildBreakdown(fares, extras, payload.quantity);
  return { final_price: breakdown.final_price, breakdown };
}
