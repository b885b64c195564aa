import { registrationPasswordAtom } from '@booking/shared/store';
import {
  createStoreWith,
  sampleBookingForm,
  sampleCorporatePassenger,
  sampleHourlyRateForm,
  samplePriceDetails,
  sampleRegistrationData,
  sampleSelectedVehicle,
} from '@booking/shared/testing';
import type { ClientMode } from '@booking/shared/api';
import { bookingToken, cardBookingPayload, readBookingSources } from '../booking-sources';
import { selectedVehiclePricePayload } from '../selected-vehicle-price';

const storeFor = (clientMode: ClientMode, password: string, email = sampleRegistrationData.email) => {
  const store = createStoreWith({
    priceDetails: samplePriceDetails,
    selectedVehicleData: sampleSelectedVehicle,
    bookingForm: sampleBookingForm,
    bookingType: 'milleage',
    registrationData: { ...sampleRegistrationData, email, passengerEmail: email },
    clientMode,
    passengerToken: 'corporate-token',
    passengerCorporateDetails: sampleCorporatePassenger,
  });
  store.set(registrationPasswordAtom, password);
  return store;
};

describe('readBookingSources: the password comes from memory, never from storage', () => {
  test.each([
    ['new_client', 'Newclient#2026', 'Newclient#2026'],
    ['existing_client', 'Existing#1', 'Existing#1'],
    ['guest_login', 'left over from another mode', ''],
  ] as const)('%s with %p in memory sends %p', (mode, memory, sent) => {
    expect(readBookingSources(storeFor(mode, memory)).registrationData?.password).toBe(sent);
  });
});

describe('bookingToken: corporateTokenFor over the store', () => {
  test.each([
    [sampleCorporatePassenger.passenger_email, 'corporate-token'],
    ['someone.else@example.com', null],
  ])('booking for %p -> %p', (email, token) => {
    expect(bookingToken(storeFor('guest_login', '', email))).toBe(token);
  });
});

test('cardBookingPayload: the POST /v1/booking body paid by card, with no session or payment id', () => {
  const body = cardBookingPayload(storeFor('new_client', 'Newclient#2026'));
  expect(body).toMatchObject({
    payment_method: 'card',
    selected_passenger: 'new_client',
    registrationData: { password: 'Newclient#2026' },
  });
  expect(body).not.toHaveProperty('stripe_session_id');
  expect(body).not.toHaveProperty('paymentId');
});

describe('selectedVehiclePricePayload: one request for personal details and Pay By Card', () => {
  test.each([
    [
      'milleage',
      { bookingForm: sampleBookingForm, meet_and_greet: 'no', return_waiting_min: sampleBookingForm.return_waiting_min },
      'hourlyRateForm',
    ],
    ['hourly', { hourlyRateForm: sampleHourlyRateForm }, 'bookingForm'],
    [null, { bookingType: 'milleage', bookingForm: sampleBookingForm }, 'hourlyRateForm'],
  ] as const)('%s', (bookingType, expected, absent) => {
    const payload = selectedVehiclePricePayload({
      selectedVehicleData: sampleSelectedVehicle,
      bookingType,
      bookingForm: sampleBookingForm,
      hourlyRateForm: sampleHourlyRateForm,
    });
    expect(payload).toMatchObject({ selectedVehicleData: sampleSelectedVehicle, quantity: sampleSelectedVehicle.quantity, ...expected });
    expect(payload).not.toHaveProperty(absent);
    if (bookingType === 'hourly') expect(payload).not.toHaveProperty('meet_and_greet');
  });
});
