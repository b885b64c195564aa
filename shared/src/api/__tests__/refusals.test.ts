import { AxiosError, type AxiosAdapter } from 'axios';
import { sampleBookingForm } from '../../testing/fixtures';
import { checkPassengerEmail, corporateLogin, forgotPassword, resetPassword, updatePassenger, verifyCode } from '../account-calls';
import { ApiError, GENERIC_MESSAGE, http, isRefusal } from '../client';
import { calculateDistancePrice, contactUs, sendInstantEmail } from '../site-calls';

// product §10 "Money, trust and privacy": a 200 answer with `success: false` is a failure, for every call
// whose answer has `success`.

const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (cfg) => {
    if (status >= 400)
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', cfg, {}, { status, data, statusText: '', headers: {}, config: cfg });
    return { status, data, statusText: 'OK', headers: {}, config: cfg };
  };

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

const CALLS: [string, () => Promise<unknown>][] = [
  ['forgot-password', () => forgotPassword('client@example.com')],
  ['verify-code', () => verifyCode('client@example.com', '123456')],
  ['reset-password', () => resetPassword({ email: 'client@example.com', code: '123456', new_password: 'Brand#New1' })],
  ['calculate-distance-price', () => calculateDistancePrice(sampleBookingForm)],
  [
    'send-instant-email',
    () =>
      sendInstantEmail({
        pickup_address: 'A',
        pickup_date: '2030-06-10',
        pickup_time: '09:00',
        passenger_email: 'a@example.com',
        passenger_phone: '07700900123',
      }),
  ],
  ['contact-us', () => contactUs({ comments: 'Hello' })],
  ['check-passenger-login', () => corporateLogin({ email: 'a@example.com', password: 'x' })],
  ['update-passenger', () => updatePassenger({ passenger_id: 1, name: 'A', email: 'a@example.com' }, 'token')],
];

describe('a 200 with success false', () => {
  it.each(CALLS)("%s: fails with the API's message", async (_call, call) => {
    http.defaults.adapter = answer(200, { success: false, message: 'Invalid reset code' });
    const error = await call().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid reset code', status: 200 });
    expect(isRefusal(error)).toBe(true);
  });

  it.each(CALLS)('%s: without a message, fails with the general one', async (_call, call) => {
    http.defaults.adapter = answer(200, { success: false });
    await expect(call()).rejects.toMatchObject({ message: GENERIC_MESSAGE, status: 200 });
  });

  it("is the existing-client check's answer, which its callers read", async () => {
    http.defaults.adapter = answer(200, { success: false, message: 'Email not found' });
    await expect(checkPassengerEmail({ email: 'new@example.com', password: 'x' })).resolves.toEqual({
      success: false,
      message: 'Email not found',
    });
  });
});

describe('isRefusal', () => {
  it.each([
    ['a 200 saying no', new ApiError('No', 200, { success: false }), true],
    ['a 422 saying no', new ApiError('No', 422, { success: false }), false],
    ['a 200 that could not be read', new ApiError('Unreadable', 200, { unexpected: true }), false],
    ['no answer', new ApiError('Offline'), false],
    ['another error', new Error('No'), false],
  ])('%s -> %p', (_case, error, refused) => expect(isRefusal(error)).toBe(refused));

  it('leaves an existing-client refusal that does not read as an answer an ApiError', async () => {
    http.defaults.adapter = answer(200, { success: false, message: ['Email not found'] });
    const error = await checkPassengerEmail({ email: 'a@example.com', password: 'x' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: GENERIC_MESSAGE, status: 200 });
  });

  it('leaves a failed existing-client check an error', async () => {
    http.defaults.adapter = answer(500, { message: 'Down' });
    await expect(checkPassengerEmail({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject({ message: 'Down', status: 500 });
  });
});
