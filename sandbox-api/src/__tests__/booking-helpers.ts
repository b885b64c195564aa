import { distanceForm, type Harness } from './harness';

export const guest = { email: 'guest@example.com', firstName: 'Grace', surname: 'Guest', number: '07700900111' };

/** A pay-in-car guest booking of the first vehicle priced for a journey with one stop, as the site sends it. */
export async function bookingPayload(
  h: Harness,
  overrides: Record<string, unknown> = {},
  form = distanceForm({ stops: [{ street_name: 'Downing Street', number: '10', postcode: 'SW1A 2AA' }] }),
) {
  const [entry] = (await h.api('POST', '/api/v1/calculate-distance-price', form)).json().price_details;
  return {
    selectedVehicleData: entry,
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: form,
    registrationData: guest,
    payment_method: 'car',
    selected_passenger: 'guest_login',
    ...overrides,
  };
}

/** A new client's registration: booking with it creates a website account. */
export const newClient = (email: string) => ({ ...guest, email, password: 'Secret#123', privacyAccepted: true, termsAccepted: true });

/** A checkout session for `amount` (minor units), paid at the hosted page. */
export async function paidSession(h: Harness, amount: number): Promise<string> {
  const { sessionId } = (await h.api('POST', '/api/v1/create-checkout-session', { amount, frontend_url: 'http://localhost:3000' })).json();
  await h.app.inject({ method: 'POST', url: `/sandbox-checkout/${sessionId}/pay` });
  return sessionId;
}

type Priced = {
  selectedVehicleData: unknown;
  selectedVehicle: number;
  bookingType: string;
  bookingForm?: unknown;
  hourlyRateForm?: unknown;
};

/** The fresh price the site asks for right before charging (no extras), in pounds. */
export async function freshPrice(
  h: Harness,
  { selectedVehicleData, selectedVehicle, bookingType, bookingForm, hourlyRateForm }: Priced,
): Promise<number> {
  const response = await h.api('POST', '/api/v1/calculate-selected-vehicle-price', {
    selectedVehicleData,
    bookingType,
    quantity: selectedVehicle,
    ...(bookingType === 'hourly' ? { hourlyRateForm } : { bookingForm }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().final_price;
}
