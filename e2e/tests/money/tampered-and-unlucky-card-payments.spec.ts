import type { APIRequestContext } from '@playwright/test';
import { apiUrl, shellUrl } from '../../fixtures/env';
import { expect, test } from '../../fixtures/test';

// The shell's routes as a tampering browser calls them, and as an unlucky visitor meets them: the
// server prices and judges every card booking before a session exists, and a paid quote is honoured
// (DECISIONS "Money, trust and privacy"). No page here: these are the requests a browser could forge.

const ukDate = (daysAhead: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
};

const journey = (changes: Record<string, unknown> = {}) => ({
  select_option: 'one_way',
  pickup: 'Heathrow Airport',
  dropoff: '10 Downing Street, London SW1A 2AA',
  pickup_date: ukDate(3),
  pickup_hour: '2pm',
  pickup_min: '30',
  passengers: 2,
  luggages: 1,
  meet_and_greet: 'yes',
  stops: [],
  ...changes,
});

const guest = {
  firstName: 'Tess',
  surname: 'Tamper',
  number: '+447700900123',
  email: 'tess.tamper@example.com',
  additionalInfo: '',
  password: '',
};

/** A Saloon priced with meet and greet as the page prices it, and the card booking of it with its amount. */
async function pricedBooking(request: APIRequestContext, form = journey()) {
  const prices = await request.post(`${shellUrl}/api/v1/calculate-distance-price`, { data: form });
  expect(prices.status()).toBe(200);
  const entry = (await prices.json()).price_details.find((item: { vehicle_type: string; price: number }) => item.vehicle_type === 'Saloon');
  const selected = { ...entry, selection_type: 'selection', quantity: 1 };
  const fresh = await request.post(`${shellUrl}/api/v1/calculate-selected-vehicle-price`, {
    data: { selectedVehicleData: selected, bookingType: 'milleage', bookingForm: form, quantity: 1, meet_and_greet: 'yes' },
  });
  expect(fresh.status()).toBe(200);
  const { final_price, breakdown } = await fresh.json();
  const booking = {
    selectedVehicleData: { ...selected, final_price, breakdown },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: form,
    hourlyRateForm: null,
    payment_method: 'card',
    selected_passenger: 'guest_login',
    registrationData: guest,
  };
  return { booking, amount: Math.round(final_price * 100) };
}

const startCheckout = (request: APIRequestContext, booking: unknown, amount: number) =>
  request.post(`${shellUrl}/site/checkout-attempts`, { data: { booking, amount }, headers: { Origin: shellUrl } });

/** Pays the attempt's session on the sandbox's hosted page, then completes it as the returning browser does. */
async function payAndComplete(request: APIRequestContext, attempt: { id: string; sessionId: string }) {
  const paid = await request.post(`${apiUrl}/sandbox-checkout/${attempt.sessionId}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return request.post(`${shellUrl}/site/checkout-attempts/${attempt.id}/complete`);
}

test('a tampered 1p amount gets no session, and the same booking at the price is paid and booked', async ({ request }) => {
  const { booking, amount } = await pricedBooking(request);
  const tampered = await startCheckout(request, booking, 1);
  expect(tampered.status()).toBe(409);
  expect((await tampered.json()).message).toMatch(
    /^The price of this journey has changed to £[\d,]+\.\d\d\. Please check it and press Pay By Card again\.$/,
  );

  const honest = await startCheckout(request, booking, amount);
  expect(honest.status()).toBe(201);
  const completed = await payAndComplete(request, await honest.json());
  expect(completed.status()).toBe(200);
  expect((await completed.json()).booking.data.booking.total_booking_amount).toBe(amount / 100);
});

test('a tampered body gets no session: a pick-up yesterday, or 40 passengers in one Saloon', async ({ request }) => {
  const { booking, amount } = await pricedBooking(request);
  const yesterday = await startCheckout(request, { ...booking, bookingForm: journey({ pickup_date: ukDate(-1) }) }, amount);
  expect(yesterday.status()).toBe(422);
  expect((await yesterday.json()).message).toBe('Pickup time is within the grace period');

  const crowded = await startCheckout(request, { ...booking, bookingForm: journey({ passengers: 40 }) }, amount);
  expect(crowded.status()).toBeGreaterThanOrEqual(400);
  expect(crowded.status()).toBeLessThan(500);
  expect((await crowded.json()).message).toMatch(/Passengers/);
  expect((await crowded.json()).sessionId).toBeUndefined();
});

test('the operator raises a price while the visitor pays: the booking is made at the price paid', async ({ request, sandbox }) => {
  const { booking, amount } = await pricedBooking(request);
  const started = await startCheckout(request, booking, amount);
  expect(started.status()).toBe(201);
  await sandbox.overrideSettings({ MEET_AND_GREET: '20' });
  const completed = await payAndComplete(request, await started.json());
  expect(completed.status()).toBe(200);
  const answer = await completed.json();
  expect(answer.status).toBe('booked');
  expect(answer.booking.data.booking.total_booking_amount).toBe(amount / 100);
});

test('the grace time passes while the visitor pays: the booking is made all the same', async ({ request, sandbox }) => {
  const { booking, amount } = await pricedBooking(request, journey({ pickup_date: ukDate(1) }));
  const started = await startCheckout(request, booking, amount);
  expect(started.status()).toBe(201);
  // A grace time of three days: the pick-up, tomorrow, is now inside it, as if the clock had passed it.
  await sandbox.overrideSettings({ GRACE_TIME: String(3 * 24 * 60) });
  const completed = await payAndComplete(request, await started.json());
  expect(completed.status()).toBe(200);
  expect((await completed.json()).status).toBe('booked');
});
