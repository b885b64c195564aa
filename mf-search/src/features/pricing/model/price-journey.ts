import {
  calculateDistancePrice,
  calculateHourlyPrice,
  toApiError,
  type BookingForm,
  type BookingType,
  type CalculatedDistance,
  type HourlyRateForm,
  type PriceDetail,
} from '@booking/shared/api';
import { checkCapacity, settingNumber, SETTING_KEYS, type Settings } from '@booking/shared/domain';
import { keepCheapestCompany } from '../../../domain/cheapest-company';
import { capacityOffer, type CapacityOffer } from './capacity-offer';
import { BOOKING_FORM_MISSING, classifyPriceError, HOURLY_FORM_MISSING, PAST_DATE_MESSAGE } from './price-errors';
import { isBeforeUkToday } from '../../../domain/time';

/** What a price request ends in; the hook turns each kind into the store writes or the popup. */
export type PricingOutcome =
  | { kind: 'priced'; priceDetails: PriceDetail[]; bookingType: BookingType; calculatedDistance: CalculatedDistance }
  | { kind: 'same-address'; message: string }
  | { kind: 'urgent'; message: string; graceHours: number }
  | { kind: 'capacity-offer'; message: string; offer: CapacityOffer }
  | { kind: 'error'; message: string };

/** GRACE_TIME is in minutes; the popup speaks in hours (product §5). */
export const graceHours = (settings: Settings): number => Math.round((settingNumber(settings, SETTING_KEYS.GRACE_TIME) / 60) * 100) / 100;

function failure(error: unknown, settings: Settings): PricingOutcome {
  const message = toApiError(error).message;
  const kind = classifyPriceError(message);
  if (kind === 'urgent') return { kind, message, graceHours: graceHours(settings) };
  return { kind, message };
}

/** No vehicle fits every limit at once (or the API priced none): an empty list would only bounce off the step guard. */
export const NO_VEHICLE_MESSAGE = "Sorry we don't have any vehicle with requested options.";

const priced = (priceDetails: PriceDetail[], bookingType: BookingType): PricingOutcome =>
  priceDetails.length === 0
    ? { kind: 'error', message: NO_VEHICLE_MESSAGE }
    : {
        kind: 'priced',
        priceDetails,
        bookingType,
        calculatedDistance: { via_miles: priceDetails[0]?.via_miles ?? 0, time_duration: priceDetails[0]?.time_duration ?? 0 },
      };

/**
 * product §4 "Distance": post the stored form, check capacity, keep the fitting vehicles (and the cheapest company).
 * A party no vehicle carries alone is offered several vehicles of a kind, when up to 6 carry it.
 */
export async function priceDistanceJourney(
  form: BookingForm | null | undefined,
  settings: Settings,
  now: Date | number = Date.now(),
): Promise<PricingOutcome> {
  if (!form) return { kind: 'error', message: BOOKING_FORM_MISSING };
  if (isBeforeUkToday(form.pickup_date, now)) return { kind: 'error', message: PAST_DATE_MESSAGE };
  let list: PriceDetail[];
  try {
    list = await calculateDistancePrice(form);
  } catch (error) {
    return failure(error, settings);
  }
  const capacity = checkCapacity(list, form);
  if (!capacity.ok) {
    // product §4's refusal, with the vehicles that carry the party together when some do (docs/decisions/search.md).
    const offer = capacityOffer(list, form, settings);
    return offer ? { kind: 'capacity-offer', message: capacity.message, offer } : { kind: 'error', message: capacity.message };
  }
  return priced(keepCheapestCompany(capacity.fitting, settings), 'milleage');
}

/** product §4 "Hourly": post the stored hourly form; the answer is the price list. */
export async function priceHourlyJourney(
  form: HourlyRateForm | null | undefined,
  settings: Settings,
  now: Date | number = Date.now(),
): Promise<PricingOutcome> {
  if (!form) return { kind: 'error', message: HOURLY_FORM_MISSING };
  if (isBeforeUkToday(form.pickup_date, now)) return { kind: 'error', message: PAST_DATE_MESSAGE };
  try {
    const list = await calculateHourlyPrice(form);
    return priced(keepCheapestCompany(list, settings), 'hourly');
  } catch (error) {
    return failure(error, settings);
  }
}
