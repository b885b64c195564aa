import { distanceForm, type Harness } from './harness';

export const guest = { email: 'guest@example.com', firstName: 'Grace', surname: 'Guest', number: '07700900111' };

/** A pay-in-car guest booking of the first vehicle priced for a journey with one stop, as the site sends it. */
export async function bookingPayload(h: Harness, overrides: Record<string, unknown> = {}, form = distanceForm({ stops: [{ street_name: 'Downing Street', number: '10', postcode: 'SW1A 2AA' }] })) {
  const [entry] = (await h.api('POST', '/api/v1/calculate-distance-price', form)).json().price_details;
  return {
    selectedVehicleData: entry, selectedVehicle: 1, bookingType: 'milleage', bookingForm: form,
    registrationData: guest, payment_method: 'car', selected_passenger: 'guest_login', ...overrides,
  };
}

/** A new client's registration: booking with it creates a website account. */
export const newClient = (email: string) => ({ ...guest, email, password: 'Secret#123', privacyAccepted: true, termsAccepted: true });
