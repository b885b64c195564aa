import { createClient } from 'redis';
import { PASSWORD, SECRET, TOKEN, describeWithRedis, startAttemptsServer, startRedis, visitor } from './attempts';
import { stubApi, type StubApi } from './stub-api';

// Several servers share one Redis (REDIS_URL): whichever server and however many tabs call complete
// at once, a paid attempt makes exactly one booking call. The API is slow to book here, so the calls
// really overlap.

describeWithRedis('two attempt servers on one Redis', () => {
  let api: StubApi;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const servers: Array<Awaited<ReturnType<typeof startAttemptsServer>>> = [];

  beforeAll(async () => {
    [api, redis] = await Promise.all([stubApi(), startRedis()]);
    const env = { REDIS_URL: redis.url, ATTEMPTS_SECRET: SECRET, RECONCILE_AFTER_SECONDS: '3600' };
    servers.push(...(await Promise.all([startAttemptsServer(api.url, env), startAttemptsServer(api.url, env)])));
  }, 30_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([redis?.stop(), api?.close()]);
  });

  it('make one booking call per paid attempt, whatever the number of concurrent completes', async () => {
    const [first, second] = servers.map((server) => visitor(server.port));
    const made = await Promise.all([1, 2, 3].map(() => first.create()));
    for (const { body } of made) api.pay(body.sessionId);
    api.behaviour.bookingDelayMs = 300;

    const answers = await Promise.all(
      made.flatMap(({ body }) => [first, second, first, second, second].map((tab) => tab.complete(body.id))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const { body } of made) {
      const calls = api.bookings().filter((call) => call.body.stripe_session_id === body.sessionId);
      expect(calls).toHaveLength(1);
      const numbers = answers
        .filter((answer) => answer.body.id === body.id)
        .map((answer) => answer.body.booking?.data.booking.booking_number);
      expect(new Set(numbers).size).toBe(1);
      // Either server shows the same booking afterwards.
      expect((await second.view(body.id)).body).toEqual((await first.view(body.id)).body);
    }
  }, 30_000);

  it('hold an attempt for as long as its booking takes, past the lease, so the other server never books it twice', async () => {
    const [first, second] = servers.map((server) => visitor(server.port));
    const { body: made } = await first.create();
    api.pay(made.sessionId);
    api.behaviour.bookingDelayMs = 13_000; // longer than the 10 s lease: renewed meanwhile
    const slow = first.complete(made.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const other = await second.complete(made.id);
    expect([(await slow).status, other.status]).toEqual([200, 200]);
    expect(other.body.booking).toEqual((await slow).body.booking);
    expect(api.bookings().filter((call) => call.body.stripe_session_id === made.sessionId)).toHaveLength(1);
    api.behaviour.bookingDelayMs = 0;
  }, 30_000);

  it('keep the password and the token in Redis only sealed, and drop them once booked', async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const browser = visitor(servers[1].port);
      const { body: made } = await browser.create(undefined, { Authorization: `Bearer ${TOKEN}` });
      const stored = await client.get(`checkout-attempts:attempt:${made.id}`);
      expect(stored).toBeTruthy();
      expect(stored).not.toContain(PASSWORD);
      expect(stored).not.toContain(TOKEN);
      expect(JSON.parse(stored!).secrets).toMatch(/^v1\./);

      api.pay(made.sessionId);
      expect((await browser.complete(made.id)).status).toBe(200);
      expect(JSON.parse((await client.get(`checkout-attempts:attempt:${made.id}`))!).secrets).toBeNull();
    } finally {
      await client.close();
    }
  });
});
