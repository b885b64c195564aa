import { harness, KEYS, messageOf } from './harness';

// The router decodes the path before matching, so the key check must look at the matched route.
const SPELLINGS = [
  ['GET', '/%61pi/v1/settings-flat'],
  ['GET', '/api/v1/settings%2Dflat'],
  ['GET', '/%61%70%69/%76%31/settings-flat'],
  ['GET', '/api/v1/%73ettings-flat'],
  ['GET', '/%61pi/v1/fetch_vehicles'],
  ['GET', '/api/%761/fetch_companies'],
  ['GET', '/api/v1/ai%2Daddresses'],
  ['GET', '/%61pi/v1/secret_key'],
  ['POST', '/%61pi/v1/check-passenger-%65mail'],
  ['POST', '/api/v1/calculate%2Ddistance'],
] as const;

describe('API keys are checked on the matched route, however its path is spelled', () => {
  const { app } = harness();
  afterAll(() => app.close());

  it.each(SPELLINGS)('refuses %s %s without keys', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toBe('Missing API keys: send the X-Public-Key and X-Secret-Key headers.');
  });

  it.each(SPELLINGS)('refuses %s %s with a wrong secret key', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
      headers: { ...KEYS, 'x-secret-key': 'guess' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(SPELLINGS.filter(([method]) => method === 'GET'))(
    'still serves %s %s with both keys (the spelling reaches the route)',
    async (method, url) => {
      expect((await app.inject({ method, url, headers: KEYS })).statusCode).toBe(200);
    },
  );
});
