// One card journey of scripts/load-card-journeys.mjs, made with the calls the browser makes: price the
// trip and the chosen vehicle through the shell's /api proxy, record the attempt on the shell's
// server, pay on the sandbox's hosted page, and come back `returns` times at once (0: never).

const ukDate = (daysAhead) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
};

const PICKUPS = ['Heathrow Airport', 'Gatwick Airport', 'Stansted Airport', 'Luton Airport'];

async function call(url, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // the hosted page answers with HTML or a redirect
  }
  return { status: response.status, json, text, location: response.headers.get('location') };
}

function expectStatus(answer, statuses, what) {
  if (!statuses.includes(answer.status)) throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer.json;
}

/**
 * Prices, records, pays and returns; resolves with the attempt id and how it came back. With several
 * shell servers, the journey is made on one and each return goes to the next. `kind`: 'tampered' sends
 * 1p for the booking, which must be refused before any session (and stops there); 'raised' books special
 * luggage and waits for `beforePay` (the operator raises its price meanwhile) between the attempt and the payment.
 */
export async function cardJourney(shells, api, index, { returns, kind = 'plain', beforePay = async () => {} }) {
  const shell = shells[index % shells.length];
  const bookingForm = {
    select_option: 'one_way',
    pickup: PICKUPS[index % PICKUPS.length],
    dropoff: '10 Downing Street, London SW1A 2AA',
    pickup_date: ukDate(2 + (index % 20)),
    pickup_hour: `${1 + (index % 11)}pm`,
    pickup_min: '30',
    return_date: ukDate(25),
    passengers: 1 + (index % 3),
    luggages: index % 2,
    stops: [],
    ...(kind === 'raised' ? { special_luggage: 1 } : {}),
  };
  const prices = expectStatus(
    await call(`${shell}/api/v1/calculate-distance-price`, { method: 'POST', body: bookingForm }),
    [200],
    'pricing',
  );
  const entry = prices.price_details.find((p) => Number(p.price) > 0);
  const quantity = 1 + (index % 3);
  const selected = { ...entry, selection_type: 'selection', quantity };
  const fresh = expectStatus(
    await call(`${shell}/api/v1/calculate-selected-vehicle-price`, {
      method: 'POST',
      body: { selectedVehicleData: selected, bookingType: 'milleage', bookingForm, quantity, special_luggage: bookingForm.special_luggage },
    }),
    [200],
    'the fresh price',
  );
  const email = `load.${index}@example.com`;
  const booking = {
    selectedVehicleData: { ...selected, final_price: fresh.final_price, breakdown: fresh.breakdown },
    selectedVehicle: quantity,
    bookingType: 'milleage',
    bookingForm,
    hourlyRateForm: null,
    payment_method: 'card',
    selected_passenger: 'guest_login',
    registrationData: {
      firstName: 'Load',
      surname: `Visitor ${index}`,
      number: '+447700900123',
      email,
      username: '',
      privacyAccepted: false,
      termsAccepted: false,
      passengerDetails: 'no',
      passengerName: '',
      passengerEmail: '',
      passengerPhone: '',
      additionalInfo: '',
      return_additionalInfo: '',
      password: '',
    },
  };
  const amount = Math.round(Number(fresh.final_price) * 100);
  if (kind === 'tampered') {
    const refused = await call(`${shell}/site/checkout-attempts`, {
      method: 'POST',
      body: { booking, amount: 1 },
      headers: { origin: shell },
    });
    expectStatus(refused, [409], 'a tampered amount');
    return { id: null, returns: 0, amount: 0, email, kind };
  }
  const attempt = expectStatus(
    await call(`${shell}/site/checkout-attempts`, {
      method: 'POST',
      body: { booking, amount },
      headers: { origin: shell },
    }),
    [201],
    'recording the attempt',
  );
  await beforePay();
  const paid = await call(`${api}/sandbox-checkout/${attempt.sessionId}/pay`, { method: 'POST' });
  if (paid.status !== 303 || !paid.location?.includes(`/card/${attempt.id}/payment-success`)) {
    throw new Error(`paying answered ${paid.status} to ${paid.location}`);
  }
  const completions = await Promise.all(
    Array.from({ length: returns }, (_, n) =>
      call(`${shells[(index + 1 + n) % shells.length]}/site/checkout-attempts/${attempt.id}/complete`, { method: 'POST' }),
    ),
  );
  const numbers = new Set(completions.map((answer) => expectStatus(answer, [200], 'completing')?.booking?.data?.booking?.booking_number));
  if (numbers.size > 1) throw new Error(`attempt ${attempt.id} came back with two bookings: ${[...numbers].join(', ')}`);
  return { id: attempt.id, returns, amount, email, kind };
}

/** Waits until the reconciler has booked every attempt (or 60 s); resolves with how many are still unbooked. */
export async function waitForReconciler(shell, adminKey, results) {
  const deadline = Date.now() + 60_000;
  let open = results;
  while (Date.now() < deadline) {
    const views = await Promise.all(open.map((r) => call(`${shell}/site/checkout-attempts/${r.id}`)));
    open = open.filter((_, i) => views[i].json?.status !== 'booked');
    if (open.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const listed = expectStatus(
    await call(`${shell}/site/checkout-attempts?status=unresolved`, { headers: { 'x-admin-key': adminKey } }),
    [200],
    'the unresolved list',
  );
  return Math.max(open.length, listed.attempts.length);
}
