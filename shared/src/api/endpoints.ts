// The one table of the dispatch API's calls (product §7, in its order): method, path, the parts that
// call it, whether the shell's server calls it itself and whether it gets the operator's keys: plain data,
// so that a page carries only the schemas of the calls it makes (each call function names its response
// schema beside its entry: site-calls.ts, account-calls.ts). The client's functions are built on it, the sandbox registers its
// routes by it, and `npm run api-calls` writes from it the proxies' allow-lists (deploy/api-calls.json,
// deploy/nginx/api-calls.conf), which tests keep equal to it.
import { endpoint } from './endpoint';

export const ENDPOINTS = {
  distancePrice: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-distance-price',
    parts: ['search'],
    server: true,
  }),
  hourlyPrice: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-hourly-price',
    parts: ['search'],
    server: true,
  }),
  vehiclePrice: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-selected-vehicle-price',
    parts: ['quote', 'checkout'],
    server: true,
  }),
  distance: endpoint({
    method: 'POST',
    path: '/api/v1/calculate-distance',
    parts: [],
  }),
  popularAddresses: endpoint({ method: 'GET', path: '/api/v1/ai-addresses', parts: ['search'] }),
  settings: endpoint({ method: 'GET', path: '/api/v1/settings-flat', parts: ['shell'], server: true }),
  companies: endpoint({ method: 'GET', path: '/api/v1/fetch_companies', parts: ['shell'] }),
  vehicles: endpoint({ method: 'GET', path: '/api/v1/fetch_vehicles', parts: ['search'] }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    parts: ['checkout'],
  }),
  verifyCode: endpoint({
    method: 'POST',
    path: '/api/v1/auth/verify-code',
    parts: ['checkout'],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/v1/auth/reset-password',
    parts: ['checkout'],
  }),
  checkPassengerEmail: endpoint({
    method: 'POST',
    path: '/api/v1/check-passenger-email',
    parts: ['checkout'],
    server: true,
  }),
  booking: endpoint({
    method: 'POST',
    path: '/api/v1/booking',
    parts: ['checkout'],
    server: true,
  }),
  paymentPublicKey: endpoint({ method: 'GET', path: '/api/v1/secret_key', parts: ['checkout'] }),
  checkoutSession: endpoint({
    method: 'POST',
    path: '/api/v1/create-checkout-session',
    parts: [],
    server: true,
  }),
  paymentId: endpoint({ method: 'GET', path: '/api/v1/get-payment-id', parts: [], server: true }),
  instantEmail: endpoint({
    method: 'POST',
    path: '/api/v1/send-instant-email',
    parts: ['search'],
  }),
  contactUs: endpoint({
    method: 'POST',
    path: '/api/v1/contact-us',
    parts: ['search'],
  }),
  corporateLogin: endpoint({
    method: 'POST',
    path: '/api/v1/check-passenger-login',
    parts: ['corporate'],
  }),
  corporateLogout: endpoint({ method: 'POST', path: '/api/v1/passenger/logout', parts: ['corporate'] }),
  validateToken: endpoint({
    method: 'POST',
    path: '/api/v1/passenger/validate-token',
    parts: ['corporate'],
  }),
  corporateBookings: endpoint({
    method: 'GET',
    path: '/api/v1/get_booking/{id}',
    parts: ['corporate'],
  }),
  updatePassenger: endpoint({
    method: 'PATCH',
    path: '/api/v1/update-passenger',
    parts: ['corporate'],
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
