import {
  companiesResponseSchema,
  popularAddressesResponseSchema,
  settingsResponseSchema,
  vehiclesResponseSchema,
} from '@booking/shared/api';
import { BODY_LIMIT } from '../app';
import { harness, KEYS, messageOf } from './harness';

describe('keys, errors and the read-only lists', () => {
  const { app, api } = harness();
  afterAll(() => app.close());

  it.each([
    ['no keys', {}, 'Missing API keys: send the X-Public-Key and X-Secret-Key headers.'],
    ['only the public key', { 'x-public-key': KEYS['x-public-key'] }, 'Missing API keys: send the X-Public-Key and X-Secret-Key headers.'],
    ['a wrong secret key', { ...KEYS, 'x-secret-key': 'guess' }, 'Invalid API keys.'],
    ['swapped keys', { 'x-public-key': KEYS['x-secret-key'], 'x-secret-key': KEYS['x-public-key'] }, 'Invalid API keys.'],
  ])('answers 401 with %s', async (_label, headers, message) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/settings-flat', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message });
  });

  it.each([
    ['GET', '/api/v1/settings-flat'],
    ['GET', '/api/v1/fetch_companies'],
    ['GET', '/api/v1/fetch_vehicles'],
    ['GET', '/api/v1/ai-addresses'],
    ['POST', '/api/v1/calculate-distance-price'],
    ['POST', '/api/v1/calculate-hourly-price'],
    ['POST', '/api/v1/calculate-selected-vehicle-price'],
    ['POST', '/api/v1/calculate-distance'],
    ['POST', '/api/v1/auth/forgot-password'],
    ['POST', '/api/v1/auth/verify-code'],
    ['POST', '/api/v1/auth/reset-password'],
    ['POST', '/api/v1/check-passenger-email'],
    ['POST', '/api/v1/booking'],
    ['GET', '/api/v1/secret_key'],
    ['POST', '/api/v1/create-checkout-session'],
    ['GET', '/api/v1/get-payment-id?session_id=x'],
    ['POST', '/api/v1/send-instant-email'],
    ['POST', '/api/v1/contact-us'],
    ['POST', '/api/v1/check-passenger-login'],
    ['POST', '/api/v1/passenger/logout'],
    ['POST', '/api/v1/passenger/validate-token'],
    ['GET', '/api/v1/get_booking/1'],
    ['PATCH', '/api/v1/update-passenger'],
  ] as const)('refuses %s %s without keys', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toMatch(/API keys/);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await api('GET', '/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Not found: GET /api/v1/nothing-here');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await api('POST', '/api/v1/calculate-distance', { pickup: 'x'.repeat(BODY_LIMIT), dropoff: 'LHR' });
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe('The request is too large.');
  });

  it.each([
    ['broken JSON', '{"pickup": ', 'application/json', 400, 'The request body is not valid JSON.'],
    ['text instead of JSON', 'pickup=LHR', 'text/plain', 422, undefined],
    ['an unknown media type', '<a/>', 'application/xml', 415, 'Send the request body as JSON.'],
    ['a JSON array', '[1,2]', 'application/json', 422, undefined],
    ['JSON null', 'null', 'application/json', 422, undefined],
  ])('answers %s with a 4xx and a message', async (_label, payload, type, status, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/calculate-distance',
      payload,
      headers: { ...KEYS, 'content-type': type },
    });
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toEqual(message ?? expect.any(String));
  });

  it('lists the settings with every spec and decision key, features on', async () => {
    const settings = settingsResponseSchema.parse((await api('GET', '/api/v1/settings-flat')).json());
    const byName = Object.fromEntries(settings.map((s) => [s.setting_name, s.setting_value]));
    expect(byName).toMatchObject({
      MULTIPLE_OPERATORS: 'enable',
      MULTIPLE_PRICES: 'enable',
      GUEST_LOGIN: 'enable',
      CORPORATE_LOGIN: 'enable',
      HOURLY_RATE_STATUS: 'enable',
      SHOW_FLEET_SECTION: 'enable',
      SHOW_CONTACT_SECTION: 'enable',
      SHOW_POPULAR_LOCATION: 'enable',
      SHOW_FOOTER_PAGE: 'enable',
      SHOW_NAVBAR_PAGE: 'enable',
      NAVBAR_OUR_FLEET_PAGE: 'enable',
      NAVBAR_URGENT_BOOKING_PAGE: 'enable',
      QUOTATION: 'disable',
      CHEAPEST_COMPANY_PRICE: 'disable',
      SHOWPAYINCAR: 'yes',
      SHOWCARD: 'yes',
      GRACE_TIME: '120',
      CURRENCY: '£',
    });
    for (const extra of [
      'WHEEL_CHAIR',
      'SPECIAL_LUGGAGE_PER_PRICE',
      'PRICE_PER_FIVE_WAITING_MIN',
      'MEET_AND_GREET',
      'BABY_PRICE_PER_SEAT',
      'BOOSTER_PRICE_PER_SEAT',
    ]) {
      expect(Number(byName[extra])).toBeGreaterThan(0);
    }
    for (const name of ['Company_Name', 'Company_Contact_Info', 'FROM_EMAIL', 'GOOGLE_API_KEY', 'ROUND_OFF'])
      expect(byName).toHaveProperty(name);
  });

  it('lists three or more rated companies, the fleet with its capacities, and 20+ popular addresses', async () => {
    const companies = companiesResponseSchema.parse((await api('GET', '/api/v1/fetch_companies')).json());
    expect(companies.length).toBeGreaterThanOrEqual(3);
    companies.forEach((c) => expect(c.company.rating).toBeGreaterThan(0));

    const fleet = vehiclesResponseSchema.parse((await api('GET', '/api/v1/fetch_vehicles')).json());
    expect(fleet.map((v) => [v.category_name, v.seats, v.luggage, v.hand_luggage])).toEqual([
      ['Saloon', 4, 2, 2],
      ['Estate', 4, 4, 2],
      ['Executive', 3, 2, 2],
      ['MPV6', 6, 4, 4],
      ['MPV8', 8, 6, 6],
      ['Minibus', 16, 16, 16],
    ]);

    const addresses = popularAddressesResponseSchema.parse((await api('GET', '/api/v1/ai-addresses')).json());
    expect(addresses.length).toBeGreaterThanOrEqual(20);
    addresses.forEach((a) => expect(a.address).toMatch(/[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/));
  });

  it('serves each vehicle image as SVG without keys, and nothing outside storage', async () => {
    const fleet = vehiclesResponseSchema.parse((await api('GET', '/api/v1/fetch_vehicles')).json());
    for (const vehicle of fleet) {
      const image = await app.inject({ method: 'GET', url: `/storage/${vehicle.vehicle_img}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain(`<title id="t">`);
    }
    for (const url of ['/storage/../package.json', '/storage/vehicles/%2e%2e/%2e%2e/package.json', '/storage/vehicles/none.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
