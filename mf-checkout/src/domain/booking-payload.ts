import type {
  BookingForm,
  BookingPayload,
  BookingType,
  ClientMode,
  HourlyRateForm,
  PaymentMethod,
  RegistrationData,
  SelectedVehicleData,
} from '@booking/shared/api';
import { bookedQuantity } from '@booking/shared/domain';

/** What the stored flow holds when the visitor pays (product §3 "Other stored items"). */
export interface BookingSources {
  selectedVehicleData: SelectedVehicleData | null;
  bookingType: BookingType | null;
  bookingForm: BookingForm | null;
  hourlyRateForm: HourlyRateForm | null;
  registrationData: RegistrationData | null;
  clientMode: ClientMode | null;
}

export interface PaymentDetails {
  paymentMethod: PaymentMethod;
  stripeSessionId?: string | null;
  paymentId?: string | null;
}

/** Why a booking cannot be sent: the visitor must go back a step. */
export class MissingBookingDataError extends Error {
  constructor(readonly item: string) {
    super(`Your booking details are incomplete (${item} is missing). Please go back and check your journey.`);
    this.name = 'MissingBookingDataError';
  }
}

/** Minor units for the card provider: pounds times 100, to the penny (12.1 -> 1210, not 1209.99...). */
export function toMinorUnits(amount: number | string): number {
  const value = Number(amount);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 100);
}

/** 'milleage' is the distance booking; any other stored value means hourly (product §1). */
const isDistance = (type: BookingType | null) => type === 'milleage';

/**
 * The POST /v1/booking body from the stored flow (product §7): every field the product lists, the client
 * mode as selected_passenger. The leg that does not apply is sent as null. Throws
 * MissingBookingDataError naming the first missing item.
 */
export function buildBookingPayload(sources: BookingSources, payment: PaymentDetails): BookingPayload {
  const { selectedVehicleData, registrationData, bookingType } = sources;
  if (!selectedVehicleData) throw new MissingBookingDataError('selectedVehicleData');
  if (!registrationData) throw new MissingBookingDataError('registrationData');
  if (!bookingType) throw new MissingBookingDataError('BookingType');
  const distance = isDistance(bookingType);
  if (distance && !sources.bookingForm) throw new MissingBookingDataError('BookingForm');
  if (!distance && !sources.hourlyRateForm) throw new MissingBookingDataError('HourlyRateForm');
  const card = payment.paymentMethod === 'card';
  return {
    selectedVehicleData,
    selectedVehicle: bookedQuantity(selectedVehicleData.selection_type, selectedVehicleData.quantity),
    bookingType,
    bookingForm: distance ? sources.bookingForm : null,
    hourlyRateForm: distance ? null : sources.hourlyRateForm,
    registrationData,
    payment_method: payment.paymentMethod,
    selected_passenger: sources.clientMode ?? 'guest_login',
    stripe_session_id: card ? (payment.stripeSessionId ?? null) : null,
    paymentId: card ? (payment.paymentId ?? null) : null,
  };
}

/**
 * A short, stable digest of what is being booked: a changed choice must not reuse an old key. The
 * password is left out: the digest is stored, and a password never is, not even as a weak hash.
 */
export function bookingFingerprint(payload: BookingPayload): string {
  const { stripe_session_id: _session, paymentId: _payment, registrationData, ...choice } = payload;
  const { password: _password, ...details } = registrationData as Record<string, unknown>;
  const text = JSON.stringify({ ...choice, registrationData: details });
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${hash.toString(36)}-${text.length.toString(36)}`;
}
