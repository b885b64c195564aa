import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, http } from '../client';
import {
  CheckoutAttemptError,
  completeCheckoutAttempt,
  createCheckoutAttempt,
  getCheckoutAttempt,
  type CardBookingPayload,
} from '../checkout-attempts';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const booking: CardBookingPayload = {
  selectedVehicleData: { vehicle_id: 1, company_id: 1, price: 10, final_price: 10, breakdown: { final_price: 10 } },
  bookingType: 'milleage',
  registrationData: {},
  payment_method: 'card',
  selected_passenger: 'guest_login',
};
const booked = {
  success: true,
  data: { booking: { booking_number: '12345678', ride_type: 'Q', payment_method: 'card' }, bookingStops: [], passengerDetails: null },
};

const original = http.defaults.adapter;
let seen: InternalAxiosRequestConfig | undefined;
const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (cfg) => {
    seen = cfg;
    if (status >= 400)
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', cfg, {}, { status, data, statusText: '', headers: {}, config: cfg });
    return { status, data, statusText: 'OK', headers: {}, config: cfg };
  };
afterEach(() => {
  http.defaults.adapter = original;
  seen = undefined;
});

describe("checkout attempts (docs/checkout-attempts.md): the shell server's /site routes, not /api", () => {
  it.each([
    ['create', 'post', '/site/checkout-attempts', () => createCheckoutAttempt({ booking, amount: 4250 })],
    ['get', 'get', `/site/checkout-attempts/${ID}`, () => getCheckoutAttempt(ID)],
    ['complete', 'post', `/site/checkout-attempts/${ID}/complete`, () => completeCheckoutAttempt(ID)],
  ])('%s calls exactly %s %s', async (_name, method, url, call) => {
    http.defaults.adapter = answer(200, { id: ID, status: 'open', amount: 4250, sessionId: 'cs_1', url: null });
    await call();
    expect(seen?.method).toBe(method);
    expect(http.getUri(seen)).toBe(url);
  });

  it('create sends the booking and the amount, and the corporate token only when given', async () => {
    http.defaults.adapter = answer(201, { id: ID, status: 'open', amount: 4250, sessionId: 'cs_1', url: 'https://pay.example/cs_1' });
    await expect(createCheckoutAttempt({ booking, amount: 4250 })).resolves.toMatchObject({ id: ID, url: 'https://pay.example/cs_1' });
    expect(JSON.parse(String(seen?.data))).toEqual({ booking, amount: 4250 });
    expect(seen?.headers.Authorization).toBeUndefined();
    await createCheckoutAttempt({ booking, amount: 4250 }, { token: 'tok' });
    expect(String(seen?.headers.Authorization)).toBe('Bearer tok');
  });

  it("reads a booked attempt with the API's booking answer", async () => {
    http.defaults.adapter = answer(200, {
      id: ID,
      status: 'booked',
      amount: 4250,
      sessionId: 'cs_1',
      url: null,
      booking: booked,
      paymentReference: 'pi_1',
    });
    const attempt = await completeCheckoutAttempt(ID);
    expect(attempt.status).toBe('booked');
    expect(attempt.booking?.data.booking.booking_number).toBe('12345678');
    expect(attempt.message).toBeNull();
  });

  it.each([
    ['declined', 402, { status: 'open', message: 'Your card was declined.' }, 'open', null],
    ['not paid', 409, { status: 'open', message: 'The payment is not complete.' }, 'open', null],
    [
      'paid, booking refused',
      409,
      { status: 'failed', message: 'Vehicle no longer available', paymentReference: 'pi_9' },
      'failed',
      'pi_9',
    ],
    [
      'paid, API silent',
      502,
      { status: 'failed', message: 'The booking service is not answering.', paymentReference: 'pi_8' },
      'failed',
      'pi_8',
    ],
    ['unknown attempt', 404, { message: 'This payment attempt is unknown or has expired.' }, null, null],
  ])("%s: an ApiError with the server's message, status and payment reference", async (_name, status, body, attemptStatus, reference) => {
    http.defaults.adapter = answer(status, body);
    const error = await completeCheckoutAttempt(ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(CheckoutAttemptError);
    expect(error).toMatchObject({ message: body.message, status, attemptStatus, paymentReference: reference });
  });

  it('a lost connection is an error with no attempt status (unknown, not "not paid")', async () => {
    http.defaults.adapter = async (cfg) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', cfg);
    };
    await expect(completeCheckoutAttempt(ID)).rejects.toMatchObject({ attemptStatus: null, paymentReference: null, status: undefined });
  });
});
