// @booking/shared/api: the typed contract between the site and the dispatch API.
// Each module's names another part imports, listed (docs/decisions/shared.md): the rest stay inside shared.
export { ApiError, http, isRefusal, NETWORK_MESSAGE, toApiError } from './client';
export {
  bookingFormSchema,
  bookingResultSchema,
  bookingSchema,
  bookingStopSchema,
  hourlyRateFormSchema,
  passengerDetailsSchema,
  priceDetailSchema,
  registrationDataSchema,
  selectedVehicleDataSchema,
  stopSchema,
  type Booking,
  type BookingForm,
  type BookingResult,
  type BookingStop,
  type BookingType,
  type Breakdown,
  type ClientMode,
  type CorporateBooking,
  type CorporatePassenger,
  type ExtraLine,
  type HourlyRateForm,
  type PassengerDetails,
  type PopularAddress,
  type PriceDetail,
  type RegistrationData,
  type SelectedVehicleData,
  type Stop,
  type Vehicle,
} from './entities';
export { settingsResponseSchema } from './settings';
export { companiesResponseSchema } from './companies';
export { vehiclesResponseSchema } from './vehicles';
export { popularAddressesResponseSchema } from './addresses';
export {
  distanceRequestSchema,
  selectedVehiclePricePayloadSchema,
  selectedVehiclePriceResponseSchema,
  type CalculatedDistance,
  type SelectedVehiclePricePayload,
} from './pricing';
export { checkPassengerEmailRequestSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema, verifyCodeRequestSchema } from './auth';
export { bookingPayloadSchema, type BookingPayload, type PaymentMethod } from './bookings';
export { checkoutSessionRequestSchema, checkoutSessionResponseSchema, publicKeyResponseSchema } from './payments';
export {
  CheckoutAttemptError,
  completeCheckoutAttempt,
  createCheckoutAttempt,
  getCheckoutAttempt,
  isCheckoutAttemptId,
  storedCheckoutAttemptIdSchema,
  toCheckoutAttemptError,
  type CardBookingPayload,
  type CheckoutAttempt,
} from './checkout-attempts';
export { contactUsPayloadSchema, instantEmailPayloadSchema, type ContactUsPayload, type InstantEmailPayload } from './messages';
export {
  corporateBookingsResponseSchema,
  corporateLoginRequestSchema,
  loginResultSchema,
  updatePassengerRequestSchema,
  type LoginResult,
} from './corporate';
export { lazySchema } from './lazy-schema';
export { noExtras } from './extra-fields';
export { ENDPOINTS, SANDBOX_CHECKOUT_PAGES } from './endpoints';
export type { Endpoint } from './endpoint';
export {
  calculateDistancePrice,
  calculateHourlyPrice,
  calculateSelectedVehiclePrice,
  contactUs,
  fetchCompanies,
  fetchPaymentPublicKey,
  fetchPopularAddresses,
  fetchSettings,
  fetchVehicles,
  sendInstantEmail,
  storageUrl,
} from './site-calls';
export {
  checkPassengerEmail,
  corporateLogin,
  corporateLogout,
  createBooking,
  fetchCorporateBookings,
  forgotPassword,
  resetPassword,
  updatePassenger,
  validateToken,
  verifyCode,
} from './account-calls';
