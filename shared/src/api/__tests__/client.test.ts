import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, GENERIC_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE, http, toApiError } from '../client';
import { fetchSettings } from '../site-calls';
import { settingSchema } from '../entities';
import { createBooking, validateToken } from '../account-calls';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const responseError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, { status, data, statusText: '', headers: {}, config });

describe('toApiError', () => {
  it.each([
    ['server message', responseError(422, { message: 'Address is banned' }), 'Address is banned', 422],
    ['server error text (contact-us)', responseError(400, { error: 'Enter a valid e-mail' }), 'Enter a valid e-mail', 400],
    ['message wins over error', responseError(400, { message: 'First', error: 'Second' }), 'First', 400],
    ['plain text body', responseError(503, 'Service down'), 'Service down', 503],
    ['HTML body is not shown', responseError(502, '<html>Bad gateway</html>'), `${GENERIC_MESSAGE} (error 502)`, 502],
    ['empty body', responseError(500, {}), `${GENERIC_MESSAGE} (error 500)`, 500],
    ['time-out', new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED', config), TIMEOUT_MESSAGE, undefined],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK', config), NETWORK_MESSAGE, undefined],
    ['plain error', new Error('Boom'), 'Boom', undefined],
    ['not an error at all', 'weird', GENERIC_MESSAGE, undefined],
  ])('%s', (_label, thrown, message, status) => {
    const error = toApiError(thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('keeps an ApiError as it is', () => {
    const original = new ApiError('Kept', 418);
    expect(toApiError(original)).toBe(original);
  });

  it("reads a zod/mini parse error (the schemas' own) as an answer it could not read", () => {
    const thrown = (() => {
      try {
        settingSchema.parse({ setting_name: 1 });
      } catch (error) {
        return error;
      }
    })();
    expect(toApiError(thrown).message).toBe(UNEXPECTED_RESPONSE_MESSAGE);
  });
});

describe('request', () => {
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

  it('has the base path and a 20 s time-out', () => {
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(20_000);
  });

  it('parses a list answer, coercing numbers sent as text', async () => {
    http.defaults.adapter = answer(200, [
      { setting_name: 'GRACE_TIME', setting_value: 120 },
      { setting_name: 'X', setting_value: null },
    ]);
    await expect(fetchSettings()).resolves.toEqual([
      { setting_name: 'GRACE_TIME', setting_value: '120' },
      { setting_name: 'X', setting_value: '' },
    ]);
    expect(seen?.url).toBe('/v1/settings-flat');
  });

  it('turns an unreadable answer into an ApiError', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    http.defaults.adapter = answer(200, { unexpected: true });
    await expect(fetchSettings()).rejects.toMatchObject({ message: UNEXPECTED_RESPONSE_MESSAGE, status: 200 });
  });

  it('sends the bearer token on corporate calls', async () => {
    http.defaults.adapter = answer(200, { valid: true });
    await expect(validateToken('abc')).resolves.toEqual({ valid: true });
    expect(String(seen?.headers.Authorization)).toBe('Bearer abc');
  });

  it('sends the idempotency key with a booking and surfaces the server message on failure', async () => {
    http.defaults.adapter = answer(422, { message: 'Payment not completed' });
    const payload = {
      selectedVehicleData: { vehicle_id: 1, company_id: 1, price: 10, final_price: 10, breakdown: { final_price: 10 } },
      bookingType: 'milleage' as const,
      registrationData: {},
      payment_method: 'card' as const,
      selected_passenger: 'guest_login' as const,
    };
    await expect(createBooking(payload, { idempotencyKey: 'k-1' })).rejects.toMatchObject({
      message: 'Payment not completed',
      status: 422,
    });
    expect(String(seen?.headers['Idempotency-Key'])).toBe('k-1');
  });
});
