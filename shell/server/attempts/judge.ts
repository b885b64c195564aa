// The server decides (DECISIONS "Money, trust and privacy"): before a checkout session is asked for,
// the booking is judged and priced here, through the same API calls the page makes, and whatever the
// API would refuse is refused with no session. The browser's own checks only answer sooner.
import type { ApiSettings } from '../proxy';
import { type ApiAnswer, checkPassengerEmail, operatorSettings, priceJourney, priceVehicle } from './api';
import type { CardBooking } from './create-body';
import { HttpError } from './http';

/** A booking past assertBookable: who books, how many vehicles, and which priced vehicle. */
type BookableBooking = CardBooking & {
  selected_passenger: (typeof MODES)[number];
  selectedVehicle: number;
  selectedVehicleData: { vehicle_id: number; company_id: number; [field: string]: unknown };
};
/** The operator's settings as { name: value }. */
type Values = Record<string, string> | null;
type Visitor = { forwardedFor?: string | null };

/** product §8's words, and the payment page's (mf-checkout/src/domain/card-payment.ts CARD_CHECK_MESSAGES). */
const MESSAGES = {
  email: 'Enter Passenger Email to receive booking details',
  emailFormat: 'Please enter a valid e-mail address.',
  password: 'Enter Password for booking',
  privacy: 'Please Accept Our Privacy Policies',
  terms: 'Please Accept Our Term and Conditions',
  shortPassword: 'Please choose a password of at least 8 characters.',
  accountExists: 'An account with this e-mail already exists. Please sign in as an existing client.',
  emailNotFound: 'Email not found in the system, Enter new email inside new client or try with another email',
  notOffered: 'This vehicle is not offered for this journey any more. Please go back and choose your vehicle again.',
  onRequest: 'This vehicle is priced on request. Please contact us for a quote.',
  noPrice: 'The price of this booking is not available. Please go back and choose your vehicle again.',
  priceChanged: (price: string) => `The price of this journey has changed to ${price}. Please check it and press Pay By Card again.`,
};

const MODES = ['guest_login', 'new_client', 'existing_client'] as const;
const EXTRAS = ['meet_and_greet', 'baby_seats', 'booster_seats', 'special_luggage', 'wheel_chair', 'waiting_min'];
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const bad = (message: string, status = 422) => new HttpError(status, message);

/** The API's refusal as it is (its 4xx and words); anything else is 502, said as the API said it. */
const refusal = (answer: ApiAnswer) =>
  new HttpError(answer.status >= 400 && answer.status < 500 ? answer.status : 502, String(answer.message));
/** A field of a JSON value, undefined when it is not an object. */
const field = (value: unknown, key: string) => (isObject(value) ? value[key] : undefined);

/** Money as the site shows it (shared formatPrice): the CURRENCY setting, whole units with ROUND_OFF. */
function formatMoney(amount: number, values: Values) {
  const roundOff = values?.ROUND_OFF === 'yes';
  const figure = new Intl.NumberFormat('en-GB', { minimumFractionDigits: roundOff ? 0 : 2, maximumFractionDigits: roundOff ? 0 : 2 });
  const currency = values?.CURRENCY?.trim() || '£';
  const prefix = /^[A-Za-z]{3}$/.test(currency) ? `${currency.toUpperCase()} ` : currency;
  return `${prefix}${figure.format(roundOff ? Math.round(amount) : amount)}`;
}

/** The minor units a total is charged as: as shown (whole units with ROUND_OFF), times 100. */
const minorUnits = (total: number, values: Values) => (values?.ROUND_OFF === 'yes' ? Math.round(total) * 100 : Math.round(total * 100));

/** product §5's checks of who books, in order, and the quantity: the ones that need no call. */
function assertBookable(booking: CardBooking): asserts booking is BookableBooking {
  const { selectedVehicleData: vehicle, registrationData: details, selected_passenger: mode } = booking;
  if (!MODES.some((known) => known === mode)) throw bad('selected_passenger must be guest_login, new_client or existing_client.', 400);
  const vehicles = booking.selectedVehicle;
  if (typeof vehicles !== 'number' || !Number.isInteger(vehicles) || vehicles < 1 || vehicles > 6)
    throw bad('selectedVehicle must be a whole number of vehicles, 1 to 6.', 400);
  if (!isObject(vehicle) || !Number.isInteger(vehicle.vehicle_id) || !Number.isInteger(vehicle.company_id))
    throw bad('selectedVehicleData must name the vehicle_id and company_id of a priced vehicle.', 400);
  const hourly = booking.bookingType !== 'milleage';
  if (!isObject(hourly ? booking.hourlyRateForm : booking.bookingForm))
    throw bad(hourly ? 'HourlyRateForm data is missing.' : 'BookingForm data is missing.', 400);
  const email = text(details.email);
  if (!email) throw bad(MESSAGES.email);
  if (!EMAIL_FORMAT.test(email)) throw bad(MESSAGES.emailFormat);
  if (mode === 'guest_login') return;
  if (!details.password) throw bad(MESSAGES.password);
  if (mode !== 'new_client') return;
  if (details.privacyAccepted !== true) throw bad(MESSAGES.privacy);
  if (details.termsAccepted !== true) throw bad(MESSAGES.terms);
  if (details.password.length < 8) throw bad(MESSAGES.shortPassword);
}

/** A new client's e-mail must have no account; an existing client's e-mail and password must be right. */
async function assertAccount(settings: ApiSettings, booking: BookableBooking, visitor: Visitor) {
  const mode = booking.selected_passenger;
  if (mode === 'guest_login') return;
  const { email, password } = booking.registrationData;
  const answer = await checkPassengerEmail(settings, { email: text(email), password }, visitor);
  if (answer.status === 0 || answer.status >= 500 || !isObject(answer.body)) throw refusal(answer);
  const found = answer.body.success === true;
  const notFound = !found && text(answer.body.message).toLowerCase() === 'email not found';
  if (mode === 'new_client' && !notFound) throw bad(MESSAGES.accountExists, 409);
  if (mode === 'existing_client' && !found)
    throw bad(notFound ? MESSAGES.emailNotFound : text(answer.body.message) || MESSAGES.password, 401);
}

/** The journey's price list must still offer the chosen vehicle, at a price (same address, grace and bans refuse here). */
async function assertOffered(settings: ApiSettings, booking: BookableBooking, visitor: Visitor) {
  const hourly = booking.bookingType !== 'milleage';
  const answer = await priceJourney(settings, { hourly, form: hourly ? booking.hourlyRateForm : booking.bookingForm }, visitor);
  if (!answer.ok) throw refusal(answer);
  const details = answer.body?.price_details;
  const list: unknown[] = Array.isArray(details) ? details : [];
  const { vehicle_id, company_id } = booking.selectedVehicleData;
  const entry = list.find((item) => Number(field(item, 'vehicle_id')) === vehicle_id && Number(field(item, 'company_id')) === company_id);
  if (!entry) throw bad(MESSAGES.notOffered);
  if (!(Number(field(entry, 'price')) > 0)) throw bad(MESSAGES.onRequest);
}

/** The fresh price of the chosen vehicle with each leg's extras, times the vehicles booked. */
async function freshPrice(settings: ApiSettings, booking: BookableBooking, visitor: Visitor) {
  const hourly = booking.bookingType !== 'milleage';
  const form = hourly ? null : (booking.bookingForm as Record<string, unknown>);
  const extras = form
    ? Object.fromEntries(
        EXTRAS.flatMap((key) => [
          [key, form[key]],
          [`return_${key}`, form[`return_${key}`]],
        ]),
      )
    : {};
  const answer = await priceVehicle(
    settings,
    {
      selectedVehicleData: booking.selectedVehicleData,
      bookingType: booking.bookingType,
      ...(hourly ? { hourlyRateForm: booking.hourlyRateForm } : { bookingForm: form }),
      quantity: booking.selectedVehicle,
      ...extras,
    },
    visitor,
  );
  if (!answer.ok) throw refusal(answer);
  const total = Number(answer.body?.final_price);
  const breakdown = answer.body?.breakdown;
  if (!Number.isFinite(total) || total <= 0 || !isObject(breakdown)) throw bad(MESSAGES.noPrice);
  return { total, breakdown };
}

/**
 * Judges and prices a card booking before its checkout session: who books, the account, the journey's
 * price list, then the fresh price of the vehicle, its extras and quantity. Answers the booking to
 * keep (its vehicle carrying the fresh price, so that what is booked is what was priced) and the
 * amount to charge; throws HttpError with the product's words, and the changed-price message when the
 * browser's amount is not the server's.
 */
export async function judgeBooking(
  settings: ApiSettings,
  { booking, amount, forwardedFor }: { booking: CardBooking; amount: number; forwardedFor?: string | null },
) {
  assertBookable(booking);
  const visitor = { forwardedFor };
  const operator = await operatorSettings(settings, visitor);
  if (!operator.ok) throw refusal(operator);
  await assertAccount(settings, booking, visitor);
  await assertOffered(settings, booking, visitor);
  const { total, breakdown } = await freshPrice(settings, booking, visitor);
  const serverAmount = minorUnits(total, operator.values);
  if (serverAmount !== amount) throw bad(MESSAGES.priceChanged(formatMoney(total, operator.values)), 409);
  return {
    booking: { ...booking, selectedVehicleData: { ...booking.selectedVehicleData, final_price: total, breakdown } },
    amount: serverAmount,
  };
}
