import fc from 'fast-check';
import { distanceForm, harness, hourlyForm } from './harness';

// Property: whatever a client sends to any POST or PATCH call, the answer is never a 5xx, and every
// rejection carries a sentence (`message`, or `error` for contact-us).

// Every limit out of the way: this property is about bodies (rate-limits.test.ts tests the limits).
const UNLIMITED = { signIn: 1e6, reset: 1e6, booking: 1e6, checkout: 1e6, account: 1e6, contact: 1e6, quoteRequest: 1e6 };
const { app, api } = harness({ limits: UNLIMITED });
let bearer = '';
let passengerId = 0;

beforeAll(async () => {
  const login = (
    await api('POST', '/api/v1/check-passenger-login', { email: 'demo.corporate@example.com', password: 'Corporate#123' })
  ).json();
  bearer = `Bearer ${login.access_token}`;
  passengerId = login.passenger.passenger_id;
});
afterAll(() => app.close());

const entry = { vehicle_id: 1, company_id: 1, price: 50, final_price: 50, breakdown: { base_fare: 50, final_price: 50 } };
/** A valid body per call: the generator breaks them field by field, or replaces them whole. */
const CALLS: Array<{ method: 'POST' | 'PATCH'; url: string; valid: () => Record<string, unknown> }> = [
  { method: 'POST', url: '/api/v1/calculate-distance-price', valid: () => distanceForm() },
  { method: 'POST', url: '/api/v1/calculate-hourly-price', valid: () => hourlyForm() },
  {
    method: 'POST',
    url: '/api/v1/calculate-selected-vehicle-price',
    valid: () => ({ selectedVehicleData: entry, bookingType: 'milleage', bookingForm: distanceForm(), quantity: 2 }),
  },
  { method: 'POST', url: '/api/v1/calculate-distance', valid: () => ({ pickup: 'LHR', dropoff: 'LGW' }) },
  { method: 'POST', url: '/api/v1/auth/forgot-password', valid: () => ({ email: 'client@example.com', type: 'website' }) },
  { method: 'POST', url: '/api/v1/auth/verify-code', valid: () => ({ email: 'client@example.com', code: '123456' }) },
  {
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    valid: () => ({ email: 'client@example.com', code: '123456', new_password: 'Another#123' }),
  },
  { method: 'POST', url: '/api/v1/check-passenger-email', valid: () => ({ email: 'client@example.com', password: 'Client#123' }) },
  { method: 'POST', url: '/api/v1/check-passenger-login', valid: () => ({ email: 'demo.corporate@example.com', password: 'nope' }) },
  {
    method: 'POST',
    url: '/api/v1/booking',
    valid: () => ({
      selectedVehicleData: entry,
      selectedVehicle: 1,
      bookingType: 'milleage',
      bookingForm: distanceForm(),
      registrationData: { email: 'fuzz@example.com' },
      payment_method: 'car',
      selected_passenger: 'guest_login',
    }),
  },
  { method: 'POST', url: '/api/v1/create-checkout-session', valid: () => ({ amount: 5000, frontend_url: 'http://localhost:3000' }) },
  {
    method: 'POST',
    url: '/api/v1/send-instant-email',
    valid: () => ({
      pickup_address: 'LHR',
      pickup_date: '2030-06-12',
      pickup_time: '10:00',
      passenger_email: 'a@b.co',
      passenger_phone: '0123456',
    }),
  },
  { method: 'POST', url: '/api/v1/contact-us', valid: () => ({ email: 'a@b.co', comments: 'Hello' }) },
  { method: 'POST', url: '/api/v1/passenger/logout', valid: () => ({}) },
  { method: 'POST', url: '/api/v1/passenger/validate-token', valid: () => ({}) },
  {
    method: 'PATCH',
    url: '/api/v1/update-passenger',
    valid: () => ({ passenger_id: passengerId, name: 'Dana Demo', email: 'demo.corporate@example.com' }),
  },
];

const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', null, -1, 0, 1e308, '2030-02-30', '99pm', 'Banned Lane', '__proto__', '<script>', '9'.repeat(400)),
);

/** One field of a valid body replaced (or removed, or nested junk), or the whole body replaced. */
const badBody = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...Object.keys(valid), 'extra'), junk).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom(...Object.keys(valid), 'none').map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
    junk,
  );

it('never answers a bad body with a 5xx, and always explains a rejection (1,600 bodies)', async () => {
  const seen = { rejected: 0 };
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...CALLS).chain((call) => badBody(call.valid()).map((body) => ({ call, body }))),
      fc.boolean(),
      async ({ call, body }, asJsonText) => {
        const payload = asJsonText ? (JSON.stringify(body) ?? 'null') : (JSON.stringify(body)?.slice(0, -1) ?? '{');
        const response = await app.inject({
          method: call.method,
          url: call.url,
          payload,
          headers: {
            'content-type': 'application/json',
            'x-public-key': 'sandbox-public-key',
            'x-secret-key': 'sandbox-secret-key',
            authorization: bearer,
          },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          seen.rejected += 1;
          const json = response.json();
          const text = call.url.endsWith('contact-us') ? json.error : json.message;
          expect(typeof text).toBe('string');
          expect(text.length).toBeGreaterThan(5);
        }
      },
    ),
    { numRuns: 1600 },
  );
  expect(seen.rejected).toBeGreaterThan(1000);
}, 120_000);
