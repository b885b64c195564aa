import { ORIGIN, shellWithAttempts } from './attempts';

// With SITE_ORIGINS set (npm start and docker-compose set it), only the site's own pages start a card
// checkout: another site's page cannot make an attempt whose provider returns to it.

const stack = shellWithAttempts({ RECONCILE_AFTER_SECONDS: '3600', SITE_ORIGINS: ORIGIN });
const sessionCalls = () => stack.api.calls.filter((call) => call.path === '/api/v1/create-checkout-session').length;

describe('where a card checkout may start', () => {
  it("from one of the site's origins", async () => {
    expect((await stack.browser.create()).status).toBe(201);
  });

  it.each(['https://evil.example', 'http://localhost:3001', 'http://127.0.0.1:3000'])(
    'not from %s: 403, nothing kept, the API not asked',
    async (origin) => {
      const before = sessionCalls();
      const answer = await stack.browser.create(undefined, { Origin: origin });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: "Card payments start only from this site's own pages." });
      expect(sessionCalls()).toBe(before);
    },
  );
});
