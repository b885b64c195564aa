import { PASSWORD, TOKEN, cardBooking, shellWithAttempts } from './attempts';

// POST /site/checkout-attempts as a tampering or unlucky browser sends it: the shell's server judges
// and prices the booking itself through the API before any session, and the session's amount is its
// own total (DECISIONS "Money, trust and privacy": the server decides).

const stack = shellWithAttempts({ RECONCILE_AFTER_SECONDS: '3600' });
beforeEach(() => Object.assign(stack.api.behaviour, { session: 'ok', booking: 'ok', price: 45.5, pricing: 'ok', roundOff: 'no' }));
const sessionCalls = () => stack.api.calls.filter((call) => call.path === '/api/v1/create-checkout-session');
const registration = (changes: Record<string, unknown>) => ({ ...cardBooking().registrationData, ...changes });

/** Creates an attempt and says whether any session was asked for or attempt kept. */
async function tryToPay(booking: Record<string, unknown>, amount: number, headers: Record<string, string> = {}) {
  const [asked, kept] = [sessionCalls().length, stack.count()];
  const answer = await stack.browser.create({ booking, amount }, headers);
  const madeSession = sessionCalls().length > asked;
  if (answer.status !== 201) expect(stack.count()).toBe(kept);
  return { ...answer, madeSession };
}

const CHANGED = 'The price of this journey has changed to £45.50. Please check it and press Pay By Card again.';

describe('the amount', () => {
  it.each([
    ['1p', 1],
    ['twice the price', 9100],
    ['a penny short', 4549],
    ['a negative penny', -1],
  ])('of %s gets no session', async (_label, amount) => {
    const answer = await tryToPay(cardBooking(), amount);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.madeSession).toBe(false);
  });

  it("that is not the server's total is answered with the changed-price message", async () => {
    const answer = await tryToPay(cardBooking(), 1);
    expect(answer).toMatchObject({ status: 409, body: { message: CHANGED } });
  });

  it("is the server's total, rounded as shown with ROUND_OFF yes", async () => {
    stack.api.behaviour.roundOff = 'yes';
    expect((await tryToPay(cardBooking(), 4550)).body.message).toBe(
      'The price of this journey has changed to £46. Please check it and press Pay By Card again.',
    );
    const answer = await tryToPay(cardBooking(), 4600);
    expect(answer.status).toBe(201);
    expect(sessionCalls().at(-1)!.body.amount).toBe(4600);
  });

  it('is priced for the vehicles booked', async () => {
    const three = await tryToPay(cardBooking({ selectedVehicle: 3 }), 4550);
    expect(three).toMatchObject({ status: 409, madeSession: false });
    expect(three.body.message).toContain('£136.50');
    expect((await tryToPay(cardBooking({ selectedVehicle: 3 }), 13650)).status).toBe(201);
  });
});

describe('the booking', () => {
  it.each<[string, Record<string, unknown>, number, string | RegExp]>([
    ['0 vehicles', { selectedVehicle: 0 }, 400, /1 to 6/],
    ['1.5 vehicles', { selectedVehicle: 1.5 }, 400, /1 to 6/],
    ['7 vehicles', { selectedVehicle: 7 }, 400, /1 to 6/],
    ['an unknown client mode', { selected_passenger: 'admin' }, 400, /selected_passenger/],
    ['a vehicle without ids', { selectedVehicleData: { breakdown: { extras: [] } } }, 400, /vehicle_id/],
    ['no journey', { bookingForm: null }, 400, 'BookingForm data is missing.'],
    ['no e-mail', { registrationData: registration({ email: ' ' }) }, 422, 'Enter Passenger Email to receive booking details'],
    ['no password for a new client', { registrationData: registration({ password: '' }) }, 422, 'Enter Password for booking'],
    ['privacy not accepted', { registrationData: registration({ privacyAccepted: false }) }, 422, 'Please Accept Our Privacy Policies'],
    ['terms not accepted', { registrationData: registration({ termsAccepted: false }) }, 422, 'Please Accept Our Term and Conditions'],
    [
      "a new client's e-mail that has an account",
      { registrationData: registration({ email: 'client@example.com' }) },
      409,
      'An account with this e-mail already exists. Please sign in as an existing client.',
    ],
    [
      "an existing client's wrong password",
      { selected_passenger: 'existing_client', registrationData: registration({ email: 'client@example.com', password: 'guess' }) },
      401,
      'Incorrect password',
    ],
    [
      "an existing client's unknown e-mail",
      { selected_passenger: 'existing_client' },
      401,
      'Email not found in the system, Enter new email inside new client or try with another email',
    ],
    ['a vehicle the price list does not have', { selectedVehicleData: { vehicle_id: 99, company_id: 1 } }, 422, /not offered/],
  ])('with %s gets no session', async (_label, changes, status, message) => {
    const answer = await tryToPay(cardBooking(changes), 4550);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(answer.madeSession).toBe(false);
  });

  it("that the API's pricing refuses (grace time) gets its words and no session", async () => {
    stack.api.behaviour.pricing = 'grace';
    const answer = await tryToPay(cardBooking(), 4550);
    expect(answer).toMatchObject({ status: 422, madeSession: false, body: { message: 'Pickup time is within the grace period' } });
  });

  it('gets no session while the API cannot price it', async () => {
    stack.api.behaviour.pricing = 'down';
    const answer = await tryToPay(cardBooking(), 4550);
    expect(answer).toMatchObject({ status: 502, madeSession: false });
  });

  it('of an existing client with the right password is paid for, and the API is sent the booking as priced, without the password', async () => {
    const booking = cardBooking({
      selected_passenger: 'existing_client',
      registrationData: registration({ email: 'client@example.com', password: 'Client#123' }),
    });
    const answer = await tryToPay(booking, 4550, { Authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(201);
    const asked = sessionCalls().at(-1)!;
    expect(asked.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(asked.body.booking).toMatchObject({
      selectedVehicleData: { vehicle_id: 3, final_price: 45.5 },
      registrationData: { password: '' },
    });
    expect(JSON.stringify(asked.body)).not.toContain(PASSWORD);
    expect(JSON.stringify(asked.body)).not.toContain('Client#123');
  });
});
