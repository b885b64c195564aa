import { bookingFormSchema, priceDetailSchema } from '../../api/entities';
import {
  bookingConfirmationAtom,
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clearCorporateSessionAtom,
  clearPricesAtom,
  createTestStore,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  personalDetailsDraftAtom,
  priceDetailsAtom,
  registrationDataAtom,
  selectedVehicleDataAtom,
  startJourneyAtom,
  vehicleSelectionsAtom,
  type PersistedAtom,
  type Store,
} from '..';

const entry = priceDetailSchema.parse({
  vehicle_id: 1,
  company_id: 2,
  vehicle_type: 'Saloon',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  price: 55,
  final_price: 55,
  breakdown: { final_price: 55 },
});
const confirmation = {
  result: { success: true, data: { booking: { booking_number: '12345678', ride_type: 'Q' }, bookingStops: [], passengerDetails: null } },
  stripeSessionId: null,
  confirmedAt: '2026-03-29T10:00:00.000Z',
};
const draft = {
  firstName: 'Ada',
  surname: '',
  email: 'ada@example.com',
  number: '',
  privacyAccepted: false,
  termsAccepted: false,
  additionalInfo: 'Two cases',
  return_additionalInfo: '',
  pickupFlight: 'BA 117',
  returnFlight: 'BA 118',
};
const registration = {
  firstName: 'Ada',
  surname: '',
  number: '',
  email: 'ada@example.com',
  username: 'ada@example.com',
  privacyAccepted: false,
  termsAccepted: false,
  passengerDetails: 'no',
  passengerName: 'Ada',
  passengerEmail: 'ada@example.com',
  passengerPhone: '',
  additionalInfo: '',
  return_additionalInfo: '',
  password: '',
};

// [stored item, its atom, a value, what it reads as once cleared]
const items = {
  BookingForm: [bookingFormAtom, bookingFormSchema.parse({ pickup: 'SW1A 1AA', dropoff: 'EC2M 7PY' }), null],
  BookingType: [bookingTypeAtom, 'milleage', null],
  PriceDetails: [priceDetailsAtom, [entry], null],
  CalculatedDistance: [calculatedDistanceAtom, { via_miles: 12, time_duration: 900 }, null],
  selectedVehicleData: [selectedVehicleDataAtom, { ...entry, selection_type: 'selection', quantity: 2 }, null],
  vehicleSelections: [vehicleSelectionsAtom, { '1-2': 2 }, {}],
  registrationData: [registrationDataAtom, registration, null],
  personalDetailsDraft: [personalDetailsDraftAtom, draft, null],
  bookingConfirmation: [bookingConfirmationAtom, confirmation, null],
  passenger_token: [passengerTokenAtom, 'token-abc', null],
  passenger_corporate_details: [
    passengerCorporateDetailsAtom,
    { passenger_id: 7, passenger_name: 'Demo', passenger_email: 'd@example.com', passenger_contact_no: '' },
    null,
  ],
} as const;
type Item = keyof typeof items;
const all = Object.keys(items) as Item[];
const atomOf = (name: Item) => items[name][0] as unknown as PersistedAtom<unknown>;

function storeWithEverything(): Store {
  const s = createTestStore();
  for (const name of all) s.set(atomOf(name), items[name][1]);
  return s;
}

beforeEach(() => localStorage.clear());

describe.each([
  [
    'clearPricesAtom (a refused search)',
    clearPricesAtom,
    ['PriceDetails', 'CalculatedDistance', 'selectedVehicleData', 'vehicleSelections'],
  ],
  [
    'clearCorporateSessionAtom (logout)',
    clearCorporateSessionAtom,
    ['passenger_token', 'passenger_corporate_details', 'bookingConfirmation'],
  ],
] as const)('%s', (_name, action, cleared) => {
  test.each(all)('%s', (name) => {
    const s = storeWithEverything();
    const before = s.get(atomOf(name));
    s.set(action);
    if ((cleared as readonly string[]).includes(name)) {
      expect(s.get(atomOf(name))).toEqual(items[name][2]);
      expect(localStorage.getItem(atomOf(name).storageKey)).toBeNull();
    } else {
      expect(s.get(atomOf(name))).toBe(before);
      expect(createTestStore().get(atomOf(name))).toEqual(before);
    }
  });
});

describe('startJourneyAtom (a new search is priced)', () => {
  test('drops the saved confirmation and the journey fields typed for the journey before; keeps the rest', () => {
    const s = storeWithEverything();
    s.set(startJourneyAtom);
    expect(s.get(bookingConfirmationAtom)).toBeNull();
    expect(localStorage.getItem('bookingConfirmation')).toBeNull();
    expect(createTestStore().get(personalDetailsDraftAtom)).toEqual({ ...draft, pickupFlight: null, returnFlight: null });
    expect(s.get(registrationDataAtom)).toEqual(registration);
    expect(s.get(priceDetailsAtom)).toEqual([entry]);
    expect(s.get(passengerTokenAtom)).toBe('token-abc');
  });

  test('writes nothing when there is nothing to drop', () => {
    const s = createTestStore();
    s.set(startJourneyAtom);
    expect(localStorage.length).toBe(0);
  });
});
