import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KEYS } from './servers';

// A stand-in for the dispatch API's calls behind a checkout attempt, playing the card provider too:
// the checks before a session (settings-flat, check-passenger-email, the journey's and the vehicle's
// price), create-checkout-session, get-payment-id (402 declined, 409 not paid) and booking (its
// Idempotency-Key answered once, or refused with 409, or no answer). It records every call.

/** What the server sent: a session's request or a booking (the fields the tests read). */
export type StubBody = {
  amount?: number;
  frontend_url?: string;
  stripe_session_id?: string;
  paymentId?: string;
  registrationData?: { password?: string };
  [field: string]: unknown;
};
export type StubCall = { method: string; path: string; search: string; headers: IncomingHttpHeaders; body: StubBody; at: number };
type Session = { id: string; amount: number; frontendUrl: string; state: 'open' | 'paid' | 'declined'; paymentId: string | null };
export type Behaviour = {
  /** `redirect`: a 307 to `redirectTo` (the keys must not follow it). */
  session: 'ok' | 'refuse' | 'down' | 'redirect';
  redirectTo: string;
  payment: 'ok' | 'down';
  booking: 'ok' | 'refuse' | 'success-false' | 'down';
  /** How long a booking takes to answer (to widen races). */
  bookingDelayMs: number;
  /** The next booking is made at once, but its answer comes this late (0: on time); later calls answer on time. */
  bookingLateMs: number;
  /** The selected vehicle's price for one vehicle (pounds); `pricing: 'grace'` refuses the journey as the API does. */
  price: number;
  pricing: 'ok' | 'grace' | 'down';
  roundOff: 'yes' | 'no';
  /** E-mails that have an account, with their password. */
  accounts: Record<string, string>;
};

export const DECLINED = 'Your card was declined. Please try another card or pay in the car.';
export const REFUSED = 'The selected vehicle is no longer available at that time.';

export async function stubApi() {
  const calls: StubCall[] = [];
  const sessions = new Map<string, Session>();
  const answers = new Map<string, unknown>();
  const behaviour: Behaviour = {
    session: 'ok',
    redirectTo: '',
    payment: 'ok',
    booking: 'ok',
    bookingDelayMs: 0,
    bookingLateMs: 0,
    price: 45.5,
    pricing: 'ok',
    roundOff: 'no',
    accounts: { 'client@example.com': 'Client#123' },
  };
  let made = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString();
      const body: StubBody = text ? JSON.parse(text) : {};
      calls.push({ method: req.method ?? '', path: url.pathname, search: url.search, headers: req.headers, body, at: Date.now() });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.headers['x-public-key'] !== KEYS.publicKey || req.headers['x-secret-key'] !== KEYS.secretKey)
        return send(401, { success: false, message: 'Unauthorised.' });
      const route = `${req.method} ${url.pathname}`;

      if (route === 'GET /api/v1/settings-flat')
        return send(200, [
          { setting_name: 'CURRENCY', setting_value: '£' },
          { setting_name: 'ROUND_OFF', setting_value: behaviour.roundOff },
        ]);
      if (route === 'POST /api/v1/check-passenger-email') {
        const known = behaviour.accounts[String(body.email)];
        if (known === undefined) return send(200, { success: false, message: 'Email not found' });
        return send(
          200,
          known === body.password ? { success: true, message: 'Email found' } : { success: false, message: 'Incorrect password' },
        );
      }
      if (route === 'POST /api/v1/calculate-distance-price' || route === 'POST /api/v1/calculate-hourly-price') {
        if (behaviour.pricing === 'down') return req.socket.destroy();
        if (behaviour.pricing === 'grace') return send(422, { success: false, message: 'Pickup time is within the grace period' });
        return send(200, { price_details: [{ vehicle_id: 3, company_id: 1, price: behaviour.price, final_price: behaviour.price }] });
      }
      if (route === 'POST /api/v1/calculate-selected-vehicle-price') {
        if (behaviour.pricing === 'down') return req.socket.destroy();
        const total = Math.round(behaviour.price * Number(body.quantity ?? 1) * 100) / 100;
        return send(200, { final_price: total, breakdown: { base_fare: behaviour.price, extras: [], final_price: total } });
      }
      if (route === 'POST /api/v1/create-checkout-session') {
        if (behaviour.session === 'down') return req.socket.destroy();
        if (behaviour.session === 'redirect') {
          res.writeHead(307, { Location: behaviour.redirectTo });
          return res.end();
        }
        if (behaviour.session === 'refuse')
          return send(400, { success: false, message: "The return address is not one of this site's addresses." });
        const id = `cs_stub_${sessions.size + 1}`;
        sessions.set(id, { id, amount: Number(body.amount), frontendUrl: String(body.frontend_url), state: 'open', paymentId: null });
        return send(200, { success: true, sessionId: id, url: `${stub.url}/pay/${id}` });
      }
      if (route === 'GET /api/v1/get-payment-id') {
        if (behaviour.payment === 'down') return req.socket.destroy();
        const session = sessions.get(url.searchParams.get('session_id') ?? '');
        if (!session) return send(404, { success: false, message: 'Checkout session not found.' });
        if (session.state === 'declined') return send(402, { success: false, message: DECLINED });
        if (session.state !== 'paid') return send(409, { success: false, message: 'This checkout session has not been paid.' });
        return send(200, { success: true, paymentId: session.paymentId });
      }
      if (route === 'POST /api/v1/booking') {
        if (behaviour.bookingDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.bookingDelayMs));
        if (behaviour.booking === 'down') return req.socket.destroy();
        if (behaviour.booking === 'refuse') return send(409, { success: false, message: REFUSED });
        if (behaviour.booking === 'success-false') return send(200, { success: false, message: REFUSED });
        const key = String(req.headers['idempotency-key'] ?? '');
        if (answers.has(key)) return send(200, answers.get(key));
        made += 1;
        const answer = {
          success: true,
          message: 'Booking created successfully',
          data: { booking: { booking_number: `BK-${made}`, payment_method: 'card' } },
        };
        answers.set(key, answer);
        const late = behaviour.bookingLateMs;
        behaviour.bookingLateMs = 0;
        if (late) await new Promise((resolve) => setTimeout(resolve, late));
        return send(201, answer);
      }
      return send(404, { success: false, message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const stub = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    sessions,
    behaviour,
    /** The booking calls, in order. */
    bookings: () => calls.filter((call) => call.path === '/api/v1/booking'),
    /** The payment checks of one session. */
    paymentChecks: (sessionId: string) =>
      calls.filter((call) => call.path === '/api/v1/get-payment-id' && new URLSearchParams(call.search).get('session_id') === sessionId),
    pay(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { state: 'paid', paymentId: `pi_stub_${sessionId.slice(8)}` });
    },
    decline(sessionId: string) {
      sessions.get(sessionId)!.state = 'declined';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}

export type StubApi = Awaited<ReturnType<typeof stubApi>>;
