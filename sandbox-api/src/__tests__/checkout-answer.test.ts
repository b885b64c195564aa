import { checkoutSessionResponseSchema } from '@booking/shared/api';
import { harness, messageOf } from './harness';

// SANDBOX_CHECKOUT_ANSWER: a provider that answers create-checkout-session with a sessionId alone, for
// the site's Stripe.js fall-back (product §10 "Without outside services"). Set like any setting, gone on reset.
describe('the sandbox switch SANDBOX_CHECKOUT_ANSWER', () => {
  const { app, api } = harness({ publicUrl: 'http://localhost:4300' });
  afterAll(() => app.close());

  const setSwitch = (settings: Record<string, string>) => app.inject({ method: 'POST', url: '/sandbox/settings', payload: { settings } });
  const createSession = async () => {
    const response = await api('POST', '/api/v1/create-checkout-session', { amount: 3100, frontend_url: 'http://localhost:3000/card/x' });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };

  test.each([
    ['unset: a session and its hosted page', undefined, true],
    ['url', 'url', true],
    ['session-only: a session alone, no url', 'session-only', false],
  ])('%s', async (_name, value, withUrl) => {
    await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
    if (value) expect((await setSwitch({ SANDBOX_CHECKOUT_ANSWER: value })).statusCode).toBe(200);
    const answer = await createSession();
    const { sessionId } = checkoutSessionResponseSchema.parse(answer);
    expect(sessionId).toMatch(/^cs_test_/);
    if (withUrl) expect(answer.url).toBe(`http://localhost:4300/sandbox-checkout/${sessionId}`);
    else expect(answer).not.toHaveProperty('url');
  });

  it('session-only still opens the hosted page, where Pay returns to the site as the provider does', async () => {
    await setSwitch({ SANDBOX_CHECKOUT_ANSWER: 'session-only' });
    const { sessionId } = checkoutSessionResponseSchema.parse(await createSession());
    expect((await app.inject({ method: 'GET', url: `/sandbox-checkout/${sessionId}` })).statusCode).toBe(200);
    const pay = await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
    expect(pay.headers.location).toBe(`http://localhost:3000/card/x/payment-success?session_id=${sessionId}&status=success`);
  });

  it("is the sandbox's own: never among the site's settings, and back to url on reset", async () => {
    await setSwitch({ SANDBOX_CHECKOUT_ANSWER: 'session-only' });
    const names = ((await api('GET', '/api/v1/settings-flat')).json() as { setting_name: string }[]).map((s) => s.setting_name);
    expect(names).toContain('SHOWCARD');
    expect(names.filter((name) => name.startsWith('SANDBOX_'))).toEqual([]);
    await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
    expect(await createSession()).toHaveProperty('url');
  });

  test.each([
    [{ SANDBOX_CHECKOUT_ANSWER: 'sessionId' }, 'SANDBOX_CHECKOUT_ANSWER must be one of url, session-only (got "sessionId").'],
    [
      { SANDBOX_CHECKOUT_ANSWERS: 'session-only' },
      'SANDBOX_CHECKOUT_ANSWERS is not a sandbox switch (known: SANDBOX_CHECKOUT_ANSWER, SANDBOX_BOOKING_ANSWER).',
    ],
  ])('refuses %o with 422 and keeps the settings as they were', async (settings, message) => {
    await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} });
    const response = await setSwitch({ ...settings, SHOWCARD: 'no' });
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toBe(message);
    expect((await api('GET', '/api/v1/settings-flat')).json()).toContainEqual({ setting_name: 'SHOWCARD', setting_value: 'yes' });
  });
});
