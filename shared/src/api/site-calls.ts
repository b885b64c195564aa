// The site's calls of the dispatch API for the catalogue, prices and messages, each built on its
// entry of the endpoint table (endpoints.ts): its method, path and response schema.
import { publicKeyResponseSchema } from './payments';
import { popularAddressesResponseSchema } from './addresses';
import { vehiclesResponseSchema } from './vehicles';
import { companiesResponseSchema } from './companies';
import { settingsResponseSchema } from './settings';
import { callEndpoint } from './client';
import { ENDPOINTS } from './endpoints';
import type { BookingForm, Company, HourlyRateForm, PopularAddress, PriceDetail, Setting, Vehicle } from './entities';
import { type Outcome, outcomeSchema } from './list';
import { contactUsAnswerSchema, type ContactUsPayload, type InstantEmailPayload } from './messages';
import {
  priceDetailsResponseSchema,
  type SelectedVehiclePrice,
  type SelectedVehiclePricePayload,
  selectedVehiclePriceResponseSchema,
} from './pricing';

/** Every setting as { setting_name, setting_value }. */
export const fetchSettings = (): Promise<Setting[]> => callEndpoint(ENDPOINTS.settings, settingsResponseSchema);

/** The partner operators (company.company_name). */
export const fetchCompanies = (): Promise<Company[]> => callEndpoint(ENDPOINTS.companies, companiesResponseSchema);

/** The fleet. Images load from the storage call (storageUrl). */
export const fetchVehicles = (): Promise<Vehicle[]> => callEndpoint(ENDPOINTS.vehicles, vehiclesResponseSchema);

/** The popular locations (product §10 "Pricing details the description leaves open"). */
export const fetchPopularAddresses = (): Promise<PopularAddress[]> =>
  callEndpoint(ENDPOINTS.popularAddresses, popularAddressesResponseSchema);

/** The distance price list, with the whole stored booking form. */
export const calculateDistancePrice = async (form: BookingForm): Promise<PriceDetail[]> =>
  (await callEndpoint(ENDPOINTS.distancePrice, priceDetailsResponseSchema, { data: form })).price_details;

/** The hourly price list, with the stored hourly form. */
export const calculateHourlyPrice = async (form: HourlyRateForm): Promise<PriceDetail[]> =>
  (await callEndpoint(ENDPOINTS.hourlyPrice, priceDetailsResponseSchema, { data: form })).price_details;

/** The chosen vehicle's total with extras and quantity. */
export const calculateSelectedVehiclePrice = async (payload: SelectedVehiclePricePayload): Promise<SelectedVehiclePrice> => {
  const { final_price, breakdown } = await callEndpoint(ENDPOINTS.vehiclePrice, selectedVehiclePriceResponseSchema, { data: payload });
  return { final_price, breakdown };
};

/** The Quote Now request (pickup_time is 24-hour HH:MM). */
export const sendInstantEmail = (payload: InstantEmailPayload): Promise<Outcome> =>
  callEndpoint(ENDPOINTS.instantEmail, outcomeSchema, { data: payload });

/** The contact form; its errors come back as { error }. */
export const contactUs = (payload: ContactUsPayload): Promise<Outcome> =>
  callEndpoint(ENDPOINTS.contactUs, contactUsAnswerSchema, { data: payload });

/** Where a vehicle image is served (same origin; the shell proxies the storage call to the API). */
export const storageUrl = (file: string): string => ENDPOINTS.storage.path.replace('{file}', file.replace(/^\/+/, ''));

/** The card provider's PUBLIC key, used by Stripe.js on the fall-back path. */
export const fetchPaymentPublicKey = (): Promise<string> => callEndpoint(ENDPOINTS.paymentPublicKey, publicKeyResponseSchema);
