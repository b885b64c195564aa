import { harness, messageOf } from './harness';

const NOT_OURS = "The return address is not one of this site's addresses.";
const pay = { method: 'POST' as const, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

describe("the checkout's return address is one of the site's origins", () => {
  const h = harness({
    publicUrl: 'http://localhost:4300',
    siteOrigins: ['http://localhost:3000', 'https://book.operator.example'],
    limits: { checkout: 100 },
  });
  const { app, api } = h;
  afterAll(() => app.close());
  const sessions = () => (h.db.prepare('SELECT COUNT(*) AS count FROM checkout_sessions').get() as { count: number }).count;

  it.each([
    ['another site', 'https://evil.example/x/'],
    ['a look-alike host', 'https://book.operator.example.evil.example/'],
    ['another port of the site', 'http://localhost:3001/'],
    ['the site over the other scheme', 'http://book.operator.example/'],
    ['userinfo before the site', 'https://user:pass@book.operator.example/'],
    ['a user name alone', 'https://book.operator.example@evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a protocol-relative address', '//evil.example/'],
    ['not an address', 'localhost:3000'],
  ])('refuses %s with 400 and makes no session', async (_label, frontend_url) => {
    const before = sessions();
    const response = await api('POST', '/api/v1/create-checkout-session', { amount: 4550, frontend_url });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(NOT_OURS);
    expect(sessions()).toBe(before);
  });

  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://book.operator.example/', 'https://book.operator.example'],
    ['https://BOOK.operator.example:443/booking/?next=evil#x', 'https://book.operator.example/booking'],
  ])('returns %s to %s after Pay and Cancel', async (frontend_url, back) => {
    const { sessionId } = (await api('POST', '/api/v1/create-checkout-session', { amount: 4550, frontend_url })).json();
    const cancel = await app.inject({ ...pay, url: `/sandbox-checkout/${sessionId}/cancel` });
    expect(cancel.headers.location).toBe(`${back}/payment-cancel?status=canceled`);
  });

  it('never sends a visitor to a return address stored under other settings', async () => {
    h.db
      .prepare(
        "INSERT INTO checkout_sessions (id, amount, currency, frontend_url, status) VALUES ('cs_test_old', 4550, '£', 'https://evil.example/x', 'open')",
      )
      .run();
    for (const action of ['pay', 'cancel', 'decline']) {
      const response = await app.inject({ ...pay, url: `/sandbox-checkout/cs_test_old/${action}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/sandbox-checkout/cs_test_old' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('evil.example');
  });
});
