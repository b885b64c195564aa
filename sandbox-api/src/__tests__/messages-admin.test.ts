import { harness } from './harness';

describe('contact form and quote requests', () => {
  // Room for more rows than the per-minute limits allow (rate-limits.test.ts tests the limits).
  const { app, api } = harness({ limits: { contact: 100, quoteRequest: 100 } });
  afterAll(() => app.close());
  const outbox = async (to: string) => (await app.inject({ method: 'GET', url: `/sandbox/outbox?to=${to}` })).json();

  it('stores a contact message and e-mails the operator and the sender', async () => {
    const response = await api('POST', '/api/v1/contact-us', {
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.com',
      telephone: '07700900222',
      queryReason: 'Lost Item',
      bookingNumber: '12345678',
      comments: 'I left my umbrella.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await outbox('bookings@capital-transfers.example'))[0]).toMatchObject({
      subject: 'Contact form: Lost Item',
      body: expect.stringContaining('umbrella'),
    });
    expect((await outbox('ann@example.com'))[0].subject).toBe('Thank you for contacting us');
  });

  it.each([
    [{ comments: 'Hello' }, 'Please give an e-mail address or a telephone number so that we can reply.'],
    [{ email: 'ann@example.com' }, 'Please tell us how we can help in the comments.'],
    [{ email: 'ann@example.com', telephone: 'call me', comments: 'x' }, expect.stringContaining('telephone')],
    [{ email: 'ann@example.com', comments: 'x', queryReason: 'Spam' }, expect.stringContaining('queryReason')],
  ])('answers a bad contact form %o with { error }', async (body, error) => {
    const response = await api('POST', '/api/v1/contact-us', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, error });
  });

  const quote = {
    pickup_address: 'LHR',
    dropoff_address: 'The Savoy',
    pickup_date: '2030-06-12',
    pickup_time: '14:30',
    passenger_email: 'quote@example.com',
    passenger_phone: '07700 900333',
    passenger_name: 'Quinn',
    additional_info: '',
    passengers: 3,
    luggages: 2,
  };

  it('stores a quote request and e-mails both sides', async () => {
    const response = await api('POST', '/api/v1/send-instant-email', quote);
    expect(response.json()).toEqual({ success: true, message: 'Your booking has been sent!' });
    expect((await outbox('quote@example.com'))[0].body).toContain('From: LHR');
  });

  it.each([
    ['a 12-hour time', { pickup_time: '2pm' }],
    ['no e-mail', { passenger_email: '' }],
    ['letters in the phone', { passenger_phone: 'phone me' }],
    ['60 passengers', { passengers: 60 }],
  ])('refuses a quote request with %s', async (_label, overrides) => {
    const response = await api('POST', '/api/v1/send-instant-email', { ...quote, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('sandbox admin', () => {
  it('overrides settings, lists the outbox newest first and resets to the seed', async () => {
    const { app, api } = harness();
    await app.inject({ method: 'POST', url: '/sandbox/settings', payload: { settings: { SHOWCARD: 'no', NEW_FLAG: 'enable' } } });
    const settings = (await api('GET', '/api/v1/settings-flat')).json();
    expect(settings).toEqual(
      expect.arrayContaining([
        { setting_name: 'SHOWCARD', setting_value: 'no' },
        { setting_name: 'NEW_FLAG', setting_value: 'enable' },
      ]),
    );

    await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' });
    await api('POST', '/api/v1/auth/forgot-password', { email: 'client@example.com' });
    const mails = (await app.inject({ method: 'GET', url: '/sandbox/outbox?to=client@example.com' })).json();
    expect(mails).toHaveLength(2);
    expect(Object.keys(mails[0]).sort()).toEqual(['body', 'created_at', 'subject', 'to']);

    expect((await app.inject({ method: 'POST', url: '/sandbox/reset', payload: {} })).json()).toMatchObject({ success: true });
    expect((await app.inject({ method: 'GET', url: '/sandbox/outbox?to=client@example.com' })).json()).toEqual([]);
    expect((await api('GET', '/api/v1/settings-flat')).json()).toContainEqual({ setting_name: 'SHOWCARD', setting_value: 'yes' });
    expect((await app.inject({ method: 'POST', url: '/sandbox/settings', payload: { settings: 'all' } })).statusCode).toBe(422);
    await app.close();
  });

  it('is absent unless SANDBOX_ADMIN is on, while health answers', async () => {
    const { app } = harness({ admin: false });
    for (const [method, url] of [
      ['GET', '/sandbox/outbox'],
      ['POST', '/sandbox/reset'],
      ['POST', '/sandbox/settings'],
      ['PUT', '/sandbox/settings'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/sandbox/health' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
