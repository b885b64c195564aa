import { atom } from 'jotai';
import * as z from 'zod/mini';
import {
  bookingFormSchema,
  bookingTypeSchema,
  clientModeSchema,
  corporatePassengerSchema,
  hourlyRateFormSchema,
  priceDetailSchema,
  selectedVehicleDataSchema,
  type BookingForm,
  type BookingType,
  type ClientMode,
  type CorporatePassenger,
  type HourlyRateForm,
  type PriceDetail,
  type SelectedVehicleData,
} from '../api/entities';
import { distanceResponseSchema, type CalculatedDistance } from '../api/pricing';
import { encodedCodec, encodedValuesCodec, jsonCodec, jsonOrTextCodec } from './codecs';
import { STORAGE_KEYS } from './keys';
import { nullable } from './nullable-schema';
import { persistedAtom } from './persisted-atom';
import { lazySchema } from '../api/lazy-schema';

export const bookingFormAtom = persistedAtom<BookingForm | null>(STORAGE_KEYS.bookingForm, null, nullable(bookingFormSchema), jsonCodec);

export const hourlyRateFormAtom = persistedAtom<HourlyRateForm | null>(
  STORAGE_KEYS.hourlyRateForm,
  null,
  nullable(hourlyRateFormSchema),
  encodedCodec,
);

export const bookingTypeAtom = persistedAtom<BookingType | null>(
  STORAGE_KEYS.bookingType,
  null,
  nullable(bookingTypeSchema),
  jsonOrTextCodec,
);

export const priceDetailsAtom = persistedAtom<PriceDetail[] | null>(
  STORAGE_KEYS.priceDetails,
  null,
  nullable(z.array(priceDetailSchema)),
  jsonCodec,
);

export const selectedVehicleDataAtom = persistedAtom<SelectedVehicleData | null>(
  STORAGE_KEYS.selectedVehicleData,
  null,
  nullable(selectedVehicleDataSchema),
  encodedCodec,
);

export const calculatedDistanceAtom = persistedAtom<CalculatedDistance | null>(
  STORAGE_KEYS.calculatedDistance,
  null,
  nullable(distanceResponseSchema),
  jsonCodec,
);

/** Setting name -> value, decoded; {} until the settings call answers. */
export const appSettingsAtom = persistedAtom<Record<string, string>>(
  STORAGE_KEYS.appSettings,
  {},
  z.record(z.string(), z.string()),
  encodedValuesCodec,
);

export const clientModeAtom = persistedAtom<ClientMode | null>(STORAGE_KEYS.clientMode, null, nullable(clientModeSchema), jsonOrTextCodec);

export const passengerTokenAtom = persistedAtom<string | null>(
  STORAGE_KEYS.passengerToken,
  null,
  nullable(z.string().check(z.minLength(1))),
  encodedCodec,
);

export const passengerCorporateDetailsAtom = persistedAtom<CorporatePassenger | null>(
  STORAGE_KEYS.passengerCorporateDetails,
  null,
  nullable(corporatePassengerSchema),
  encodedCodec,
);

/** `${vehicle_id}-${company_id}` -> quantity 1 to 6 (product §3 "Vehicle selections"). */
const vehicleSelectionsSchema = lazySchema(() =>
  z.record(z.string().check(z.regex(/^[^-]+-[^-]+$/)), z.coerce.number().check(z.int(), z.minimum(1), z.maximum(6))),
);
export const vehicleSelectionsAtom = persistedAtom<Record<string, number>>(
  STORAGE_KEYS.vehicleSelections,
  {},
  vehicleSelectionsSchema,
  jsonCodec,
);

export type SettingsStatus = 'loading' | 'ready' | 'error';
/** Not persisted: every visit loads the settings again. */
export const settingsStatusAtom = atom<SettingsStatus>('loading');

/**
 * How many of the screen's content lists are still loading (product §4: 'Please wait while loading content'
 * until settings and addresses load). A remote counts one in while a list its screen needs is on its
 * way; the shell shows its one overlay while the settings or any of these load. One owner, so two
 * overlays are never on screen together (a remote's own overlay, deciding from the settings status as
 * the store had it, could show before the shell's had left).
 */
export const contentLoadsAtom = atom(0);
