// The visitor the bench plays: the seeded corporate passenger, a priced journey, a chosen car and the
// passenger's details, as the site stores them in localStorage.

// The seeded corporate passenger (sandbox-api/src/seed/accounts.ts).
const CORPORATE = { email: 'demo.corporate@example.com', password: 'Corporate#123' };

export const BOOKING_FORM = {
  stops: [],
  select_option: 'one_way',
  pickup: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA',
  dropoff: 'SW1A 1AA',
  return_pickup: '',
  return_dropoff: '',
  pickup_date: '2030-06-10',
  pickup_hour: '3pm',
  pickup_min: '30',
  return_date: '2030-06-11',
  return_hour: '12am',
  return_min: '00',
  passengers: 2,
};

const encode = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const saloon = {
  vehicle_id: 1,
  company_id: 1,
  company_name: 'Bench Cars',
  vehicle_type: 'Saloon',
  vehicle_image: 'vehicles/saloon.svg',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  rating: 4.5,
  price: 42,
  final_price: 42,
  breakdown: { base_fare: 42, return_fare: 0, extras: [], quantity: 1, final_price: 42 },
  via_miles: 12,
  time_duration: 1800,
};
const JOURNEY = {
  BookingForm: JSON.stringify(BOOKING_FORM),
  BookingType: 'milleage',
  PriceDetails: JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ ...saloon, vehicle_id: i + 1, company_id: (i % 3) + 1 }))),
  selectedVehicleData: encode({ ...saloon, selection_type: 'selection', quantity: 1 }),
  registrationData: encode({
    firstName: 'Ada',
    surname: 'Lovelace',
    number: '+447700900123',
    email: 'ada@example.com',
    username: '',
    privacyAccepted: true,
    termsAccepted: true,
    passengerDetails: 'no',
    passengerName: '',
    passengerEmail: '',
    passengerPhone: '',
    additionalInfo: '',
    return_additionalInfo: '',
    password: '',
  }),
};

/** Signs the corporate passenger in through the real sign-in form, from /login, and waits for /bookings. */
async function signIn(page) {
  await page.getByLabel('Username').fill(CORPORATE.email);
  await page.getByLabel('Password').fill(CORPORATE.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/bookings$/, { timeout: 60_000 });
}

/**
 * A returning visitor's localStorage: signed in to the corporate area through the real sign-in form
 * (so the token is the sandbox's), with a priced journey, a chosen car and their details stored.
 */
export async function returningVisitorState(browser, origin) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/login', origin).href);
    await signIn(page);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    return { ...stored, ...JOURNEY };
  } finally {
    await context.close();
  }
}
