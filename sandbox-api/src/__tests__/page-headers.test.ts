import { harness } from './harness';

const CHECKOUT = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};
const STORAGE = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

describe('pages and files served to browsers carry their security headers', () => {
  const { app, api } = harness();
  afterAll(() => app.close());
  let sessionId = '';
  beforeAll(async () => {
    sessionId = (await api('POST', '/api/v1/create-checkout-session', { amount: 4550, frontend_url: 'http://localhost:3000' })).json()
      .sessionId;
  });

  it.each([
    ['the checkout page', 'GET', (): string => `/sandbox-checkout/${sessionId}`, 200],
    ['Decline (a redirect)', 'POST', (): string => `/sandbox-checkout/${sessionId}/decline`, 303],
    ['Pay (a redirect)', 'POST', (): string => `/sandbox-checkout/${sessionId}/pay`, 303],
    ['the paid page', 'GET', (): string => `/sandbox-checkout/${sessionId}`, 200],
    ['Cancel after paying (a page)', 'POST', (): string => `/sandbox-checkout/${sessionId}/cancel`, 200],
    ['an unknown session', 'GET', (): string => '/sandbox-checkout/cs_test_nothing', 404],
    ['an unknown action', 'POST', (): string => `/sandbox-checkout/${sessionId}/refund`, 404],
    ['an unknown path below the page', 'GET', (): string => '/sandbox-checkout/a/b/c', 404],
  ] as const)('keeps %s out of frames', async (_label, method, url, status) => {
    const response = await app.inject({ method, url: url() });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(CHECKOUT);
    expect(response.headers['content-security-policy']).not.toContain('form-action');
  });

  it.each([
    ['a vehicle image', '/storage/vehicles/saloon.svg', 200],
    ['a missing image', '/storage/vehicles/none.svg', 404],
    ['a type it does not serve', '/storage/vehicles/saloon.html', 404],
    ['the folder itself', '/storage/', 404],
    ['a path below nothing', '/storage', 404],
  ])('serves %s with scripts off and no sniffing', async (_label, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(STORAGE);
  });
});
