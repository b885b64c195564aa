// The one table of the dispatch API's calls (product §7, in its order): method, path, the parts that
// call it, whether the shell's server calls it itself, whether it gets the operator's keys, and its
// request and response schemas. The client's functions are built on it, the sandbox registers its
// routes by it, and `npm run api-calls` writes from it the proxies' allow-lists (deploy/api-calls.json,
// deploy/nginx/api-calls.conf), which tests keep equal to it.
import { popularAddressesResponseSchema } from './addresses';
import { checkPassengerEmailRequestSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema, verifyCodeRequestSchema } from './auth';
import { bookingPayloadSchema } from './bookings';
import { companiesResponseSchema } from './companies';
import {
  corporateBookingsResponseSchema,
  corporateLoginRequestSchema,
  loginResultSchema,
  logoutResponseSchema,
  updatePassengerRequestSchema,
  updatePassengerResponseSchema,
  validateTokenResponseSchema,
} from './corporate';
import { endpoint } from './endpoint';
import { bookingFormSchema, bookingResultSchema, hourlyRateFormSchema } from './entities';
import { outcomeSchema } from './list';
import { contactUsAnswerSchema, contactUsPayloadSchema, instantEmailPayloadSchema } from './messages';
import { checkoutSessionRequestSchema, checkoutSessionResponseSchema, publicKeyResponseSchema } from './payments';
import {
  distanceRequestSchema,
  distanceResponseSchema,
  priceDetailsResponseSchema,
  selectedVehiclePricePayloadSchema,
  selectedVehiclePriceResponseSchema,
} from './pricing';
import { settingsResponseSchema } from './settings';
import { vehiclesResponseSchema } from './vehicles';

const prices = { response: priceDetailsResponseSchema, server: true };

export const ENDPOINTS = {
  distancePrice: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-distance-price',
    parts: ['search'],
    request: bookingFormSchema,
    ...prices,
  }),
  hourlyPrice: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-hourly-price',
    parts: ['search'],
    request: hourlyRateFormSchema,
    ...prices,
  }),
  vehiclePrice: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-selected-vehicle-price',
    parts: ['quote', 'checkout'],
    server: true,
    request: selectedVehiclePricePayloadSchema,
    response: selectedVehiclePriceResponseSchema,
  }),
  distance: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-distance',
    parts: [],
    request: distanceRequestSchema,
    response: distanceResponseSchema,
  }),
  popularAddresses: endpoint({ method: 'GET', path: '/api/v1/ai-addresses', parts: ['search'], response: popularAddressesResponseSchema }),
  settings: endpoint({ method: 'GET', path: '/api/v1/settings-flat', parts: ['shell'], server: true, response: settingsResponseSchema }),
  companies: endpoint({ method: 'GET', path: '/api/v1/fetch_companies', parts: ['shell'], response: companiesResponseSchema }),
  vehicles: endpoint({ method: 'GET', path: '/api/v1/fetch_vehicles', parts: ['search'], response: vehiclesResponseSchema }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    parts: ['checkout'],
    request: forgotPasswordRequestSchema,
    response: outcomeSchema,
  }),
  verifyCode: endpoint({
    method: 'POST',
    path: '/api/v1/auth/verify-code',
    parts: ['checkout'],
    request: verifyCodeRequestSchema,
    response: outcomeSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/v1/auth/reset-password',
    parts: ['checkout'],
    request: resetPasswordRequestSchema,
    response: outcomeSchema,
  }),
  checkPassengerEmail: endpoint({
    method: 'POST',
    path: '/api/v1/check-passenger-email',
    parts: ['checkout'],
    server: true,
    request: checkPassengerEmailRequestSchema,
    response: outcomeSchema,
  }),
  booking: endpoint({
    method: 'POST',
    path: '/api/v1/booking',
    parts: ['checkout'],
    server: true,
    request: bookingPayloadSchema,
    response: bookingResultSchema,
  }),
  paymentPublicKey: endpoint({ method: 'GET', path: '/api/v1/secret_key', parts: ['checkout'], response: publicKeyResponseSchema }),
  checkoutSession: endpoint({
    method: 'POST',
    path: '/api/v1/create-checkout-session',
    parts: [],
    server: true,
    request: checkoutSessionRequestSchema,
    response: checkoutSessionResponseSchema,
  }),
  paymentId: endpoint({ method: 'GET', path: '/api/v1/get-payment-id', parts: [], server: true }),
  instantEmail: endpoint({
    method: 'POST',
    path: '/api/v1/send-instant-email',
    parts: ['search'],
    request: instantEmailPayloadSchema,
    response: outcomeSchema,
  }),
  contactUs: endpoint({
    method: 'POST',
    path: '/api/v1/contact-us',
    parts: ['search'],
    request: contactUsPayloadSchema,
    response: contactUsAnswerSchema,
  }),
  corporateLogin: endpoint({
    method: 'POST',
    path: '/api/v1/check-passenger-login',
    parts: ['corporate'],
    request: corporateLoginRequestSchema,
    response: loginResultSchema,
  }),
  corporateLogout: endpoint({ method: 'POST', path: '/api/v1/passenger/logout', parts: ['corporate'], response: logoutResponseSchema }),
  validateToken: endpoint({
    method: 'POST',
    path: '/api/v1/passenger/validate-token',
    parts: ['corporate'],
    response: validateTokenResponseSchema,
  }),
  corporateBookings: endpoint({
    method: 'GET',
    path: '/api/v1/get_booking/{id}',
    parts: ['corporate'],
    response: corporateBookingsResponseSchema,
  }),
  updatePassenger: endpoint({
    method: 'PATCH',
    path: '/api/v1/update-passenger',
    parts: ['corporate'],
    request: updatePassengerRequestSchema,
    response: updatePassengerResponseSchema,
  }),
  // "Vehicle images load from {host}/storage/{vehicle_image}": public files, no keys.
  storage: endpoint({ method: 'GET', path: '/storage/{file}', parts: ['search'], keys: false }),
};

/**
 * The sandbox's hosted checkout page (the card provider's stand-in), not the operator's API: proxied
 * without keys only where the browser cannot reach the sandbox itself (docker-compose's nginx).
 */
export const SANDBOX_CHECKOUT_PAGES = {
  page: endpoint({ method: 'GET', path: '/sandbox-checkout/{id}', parts: [], keys: false }),
  pay: endpoint({ method: 'POST', path: '/sandbox-checkout/{id}/pay', parts: [], keys: false }),
  cancel: endpoint({ method: 'POST', path: '/sandbox-checkout/{id}/cancel', parts: [], keys: false }),
  decline: endpoint({ method: 'POST', path: '/sandbox-checkout/{id}/decline', parts: [], keys: false }),
};
