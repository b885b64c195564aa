import { checkoutSessionResponseSchema, publicKeyResponseSchema } from '@booking/shared/api';
import { harness, messageOf } from './harness';

describe('simulated hosted checkout', () => {
  const { app, api } = harness({ publicUrl: 'http://localhost:4300' });
  afterAll(() => app.close());

  const create = async (amount = 4550, frontend_url = 'http://localhost:3000/') =>
    checkoutSessionResponseSchema.parse((await api('POST', '/api/v1/create-checkout-session', { amount, frontend_url })).json());

  it('gives a publishable-style key', async () => {
    expect(publicKeyResponseSchema.parse((await api('GET', '/api/v1/secret_key')).json())).toMatch(/^pk_test_sandbox_[0-9a-f]{24}$/);
  });

  it('opens a page with the amount and Pay / Cancel buttons; Pay returns to the site as the provider does', async () => {
    const { sessionId, url } = await create();
    expect(url).toBe(`http://localhost:4300/sandbox-checkout/${sessionId}`);
    const page = await app.inject({ method: 'GET', url: `/sandbox-checkout/${sessionId}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('£45.50');
    expect(page.body).toMatch(/<button class="pay" type="submit">Pay £45.50<\/button>/);
    expect(page.body).toMatch(/<button class="cancel" type="submit">Cancel<\/button>/);
    expect(page.body).not.toContain('<script');

    const notYet = await api('GET', `/api/v1/get-payment-id?session_id=${sessionId}`);
    expect(notYet.statusCode).toBe(409);
    expect(messageOf(notYet)).toBe('This checkout session has not been paid.');

    const pay = await app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${sessionId}/pay`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://localhost:3000/payment-success?session_id=${sessionId}&status=success`);
    expect((await api('GET', `/api/v1/get-payment-id?session_id=${sessionId}`)).json()).toMatchObject({
      paymentId: expect.stringMatching(/^pi_sandbox_/),
    });
    // A paid session cannot be cancelled afterwards.
    expect((await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/cancel` })).statusCode).toBe(200);
  });

  it('Cancel returns to the payment-cancel screen, and the session cannot then be paid', async () => {
    const { sessionId } = await create();
    const cancel = await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('http://localhost:3000/payment-cancel?status=canceled');
    const pay = await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('This payment was cancelled.');
    expect((await api('GET', `/api/v1/get-payment-id?session_id=${sessionId}`)).statusCode).toBe(409);
  });

  it.each([
    [{ amount: 0, frontend_url: 'http://localhost:3000' }],
    [{ amount: 12.5, frontend_url: 'http://localhost:3000' }],
    [{ amount: 1000 }],
    // A foreign or non-http(s) frontend_url is a 400 now: checkout-return.test.ts.
  ])('refuses a bad session request %o with 422', async (body) => {
    const response = await api('POST', '/api/v1/create-checkout-session', body);
    expect(response.statusCode).toBe(422);
    expect(messageOf(response)).toEqual(expect.any(String));
  });

  it('answers unknown sessions with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/sandbox-checkout/cs_test_nothing' })).statusCode).toBe(404);
    expect((await api('GET', '/api/v1/get-payment-id?session_id=cs_test_nothing')).statusCode).toBe(404);
    expect((await api('GET', '/api/v1/get-payment-id')).statusCode).toBe(422);
  });
});

describe('a declined card at the hosted checkout', () => {
  const { app, api } = harness({ publicUrl: 'http://localhost:4300' });
  afterAll(() => app.close());

  it('offers Decline, returns like a finished checkout, and the payment id lookup answers with the decline', async () => {
    const { sessionId } = checkoutSessionResponseSchema.parse(
      (await api('POST', '/api/v1/create-checkout-session', { amount: 4200, frontend_url: 'http://localhost:3000' })).json(),
    );
    const page = await app.inject({ method: 'GET', url: `/sandbox-checkout/${sessionId}` });
    expect(page.body).toMatch(/<button class="decline" type="submit">Decline<\/button>/);

    const decline = await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/decline` });
    expect(decline.statusCode).toBe(303);
    expect(decline.headers.location).toBe(`http://localhost:3000/payment-success?session_id=${sessionId}&status=success`);

    const lookup = await api('GET', `/api/v1/get-payment-id?session_id=${sessionId}`);
    expect(lookup.statusCode).toBe(402);
    expect(messageOf(lookup)).toBe('Your card was declined. Please try another card or pay in the car.');

    // Another card may still pay the same session, as with the real provider.
    expect((await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` })).statusCode).toBe(303);
    expect((await api('GET', `/api/v1/get-payment-id?session_id=${sessionId}`)).json()).toMatchObject({
      paymentId: expect.stringMatching(/^pi_sandbox_/),
    });
  });

  it('a cancelled session cannot be declined afterwards', async () => {
    const { sessionId } = checkoutSessionResponseSchema.parse(
      (await api('POST', '/api/v1/create-checkout-session', { amount: 4200, frontend_url: 'http://localhost:3000' })).json(),
    );
    await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/cancel` });
    const decline = await app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/decline` });
    expect(decline.statusCode).toBe(200);
    expect(decline.body).toContain('This payment was cancelled.');
  });
});
