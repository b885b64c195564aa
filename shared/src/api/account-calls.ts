// The site's calls of the dispatch API for accounts and bookings, each built on its entry of the
// endpoint table (endpoints.ts). Failures (unknown e-mail, wrong or expired code), a 200 with success
// false too, arrive as ApiError with the server's message, e.g. 'Email not found'.
import type { BookingPayload } from './bookings';
import { bearer, callEndpoint, isRefusal } from './client';
import {
  corporateBookingsResponseSchema,
  type LoginResult,
  loginResultSchema,
  logoutResponseSchema,
  type UpdatePassengerRequest,
  updatePassengerResponseSchema,
  type UpdatePassengerResult,
  validateTokenResponseSchema,
} from './corporate';
import { ENDPOINTS } from './endpoints';
import { type BookingResult, bookingResultSchema, type CorporateBooking } from './entities';
import { type Outcome, outcomeSchema } from './list';

/** Sends a reset code by e-mail. */
export const forgotPassword = (email: string): Promise<Outcome> =>
  callEndpoint(ENDPOINTS.forgotPassword, outcomeSchema, { data: { email, type: 'website' } });

export const verifyCode = (email: string, code: string): Promise<Outcome> =>
  callEndpoint(ENDPOINTS.verifyCode, outcomeSchema, { data: { email, code } });

export const resetPassword = (body: { email: string; code: string; new_password: string }): Promise<Outcome> =>
  callEndpoint(ENDPOINTS.resetPassword, outcomeSchema, { data: { ...body, type: 'website' } });

/**
 * Whether an e-mail has an account and the password is right. Its success false ('Email not found',
 * a wrong password) is the answer itself, which every caller reads ('Email not found' is what a new
 * client needs): it comes back as the Outcome, never as done; a failed call is still an ApiError.
 */
export const checkPassengerEmail = (body: { email: string; password: string }): Promise<Outcome> =>
  callEndpoint(ENDPOINTS.checkPassengerEmail, outcomeSchema, { data: body }).catch((error: unknown) => {
    // A refusal that does not read as an Outcome stays the ApiError it is (never a schema error).
    const outcome = isRefusal(error) ? outcomeSchema.safeParse(error.data) : null;
    if (outcome?.success) return outcome.data;
    throw error;
  });

export type CreateBookingOptions = {
  /** The same key never makes a second booking: a retry gets the first answer. */
  idempotencyKey?: string;
  /** A signed-in corporate passenger's token: the booking joins their list. */
  token?: string | null;
};

/** Stores the booking; error text comes from the server's message. */
export const createBooking = (payload: BookingPayload, options: CreateBookingOptions = {}): Promise<BookingResult> => {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.token) Object.assign(headers, bearer(options.token).headers);
  return callEndpoint(ENDPOINTS.booking, bookingResultSchema, { data: payload, headers });
};

/** A corporate passenger's sign-in. */
export const corporateLogin = (body: { email: string; password: string }): Promise<LoginResult> =>
  callEndpoint(ENDPOINTS.corporateLogin, loginResultSchema, { data: body });

/** Signs out the bearer token. */
export const corporateLogout = (token: string): Promise<{ success: boolean }> =>
  callEndpoint(ENDPOINTS.corporateLogout, logoutResponseSchema, { data: {}, ...bearer(token) });

/** { valid } for the bearer token. */
export const validateToken = (token: string): Promise<{ valid: boolean }> =>
  callEndpoint(ENDPOINTS.validateToken, validateTokenResponseSchema, { data: {}, ...bearer(token) });

/** A passenger's bookings: only the token's own passenger (403 otherwise). */
export const fetchCorporateBookings = (passengerId: number | string, token: string): Promise<CorporateBooking[]> =>
  callEndpoint(ENDPOINTS.corporateBookings, corporateBookingsResponseSchema, bearer(token), passengerId);

/** The answer's passenger replaces the stored record. */
export const updatePassenger = (payload: UpdatePassengerRequest, token: string): Promise<UpdatePassengerResult> =>
  callEndpoint(ENDPOINTS.updatePassenger, updatePassengerResponseSchema, { data: payload, ...bearer(token) });
