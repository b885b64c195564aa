import { bookingFormSchema, priceDetailSchema } from '../../api/entities';
import {
  appSettingsAtom,
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clearBookingDataAtom,
  clearCorporateSessionAtom,
  clientModeAtom,
  createTestStore,
  encodeValue,
  hourlyRateFormAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  type PersistedAtom,
  priceDetailsAtom,
  registrationDataAtom,
  selectedVehicleDataAtom,
  vehicleSelectionsAtom,
} from '..';
import { decodeValue } from '../codecs';
import { STORAGE_KEYS } from '../keys';
import { RESET } from '../reset';

const bookingForm = bookingFormSchema.parse({ pickup: 'Heathrow Airport T5', dropoff: 'Zoë’s café, SW1A 2AA', passengers: 3 });
const priceDetail = priceDetailSchema.parse({
  vehicle_id: 1,
  company_id: 2,
  company_name: 'Acme Cars',
  vehicle_type: 'Saloon',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  price: 55,
  final_price: 55,
  breakdown: { final_price: 55 },
});
const selected = { ...priceDetail, selection_type: 'lowest' as const, quantity: 1 };
const registration = {
  firstName: 'Zoë',
  surname: 'Smith',
  number: '+447700900000',
  email: 'zoe@example.com',
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
};
const passenger = { passenger_id: 7, passenger_name: 'Demo', passenger_email: 'demo.corporate@example.com', passenger_contact_no: '' };

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('storage keys are the product names', () => {
  test('exactly', () => {
    expect(STORAGE_KEYS).toEqual({
      bookingForm: 'BookingForm',
      hourlyRateForm: 'HourlyRateForm',
      bookingType: 'BookingType',
      priceDetails: 'PriceDetails',
      selectedVehicleData: 'selectedVehicleData',
      registrationData: 'registrationData',
      calculatedDistance: 'CalculatedDistance',
      appSettings: 'appSettings',
      clientMode: 'clientMode',
      passengerToken: 'passenger_token',
      passengerCorporateDetails: 'passenger_corporate_details',
      vehicleSelections: 'vehicleSelections',
      paymentMethod: 'paymentMethod',
      bookingAttempt: 'bookingIdempotencyKey',
      bookingConfirmation: 'bookingConfirmation',
      personalDetailsDraft: 'personalDetailsDraft',
    });
  });
});

// [name, atom, value, key, how it is stored]
const roundTrips = [
  ['BookingForm', bookingFormAtom, bookingForm, 'BookingForm', 'json'],
  [
    'HourlyRateForm',
    hourlyRateFormAtom,
    {
      pickup_date: '2025-06-10',
      pickup_duration: '5hour',
      pickup_hour: '3pm',
      pickup_min: '15',
      pickup: 'Gatwick',
      userLocation: { lat: 51.1, lon: -0.2 },
    },
    'HourlyRateForm',
    'encoded',
  ],
  ['BookingType', bookingTypeAtom, 'hourly', 'BookingType', 'json'],
  ['PriceDetails', priceDetailsAtom, [priceDetail], 'PriceDetails', 'json'],
  ['selectedVehicleData', selectedVehicleDataAtom, selected, 'selectedVehicleData', 'encoded'],
  ['registrationData', registrationDataAtom, registration, 'registrationData', 'encoded'],
  ['CalculatedDistance', calculatedDistanceAtom, { via_miles: 12.4, time_duration: 1800 }, 'CalculatedDistance', 'json'],
  ['clientMode', clientModeAtom, 'existing_client', 'clientMode', 'json'],
  ['passenger_token', passengerTokenAtom, 'token-abc', 'passenger_token', 'encoded'],
  ['passenger_corporate_details', passengerCorporateDetailsAtom, passenger, 'passenger_corporate_details', 'encoded'],
  ['vehicleSelections', vehicleSelectionsAtom, { '1-2': 3, '4-2': 1 }, 'vehicleSelections', 'json'],
] as const;

describe.each(roundTrips)('%s', (_name, typedAtom, value, key, format) => {
  const anAtom = typedAtom as unknown as PersistedAtom<unknown>; // one table over atoms of many types
  test('is written under its key and read back by a new store', () => {
    createTestStore().set(anAtom, value);
    const raw = localStorage.getItem(key)!;
    expect(format === 'encoded' ? decodeValue(raw) : JSON.parse(raw)).toEqual(value);
    expect(createTestStore().get(anAtom)).toEqual(value);
  });

  test('a corrupt value is dropped, logged and removed', () => {
    localStorage.setItem(key, format === 'encoded' ? '!!not base64!!' : '{"broken":');
    expect(createTestStore().get(anAtom)).toEqual(key === 'vehicleSelections' ? {} : null);
    expect(localStorage.getItem(key)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Dropped the stored "${key}"`));
  });

  test('a well-formed value of the wrong shape is dropped too', () => {
    const wrong = format === 'encoded' ? encodeValue(42) : '42';
    localStorage.setItem(key, wrong);
    expect(createTestStore().get(anAtom)).toEqual(key === 'vehicleSelections' ? {} : null);
    expect(localStorage.getItem(key)).toBeNull();
  });

  test('RESET removes the item', () => {
    const s = createTestStore();
    s.set(anAtom, value);
    s.set(anAtom, RESET);
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('encoded items', () => {
  test('tampered base64 (valid text, not JSON) is dropped', () => {
    const good = encodeValue(selected);
    localStorage.setItem('selectedVehicleData', good.slice(0, 10) + 'A' + good.slice(11, -4));
    expect(createTestStore().get(selectedVehicleDataAtom)).toBeNull();
    expect(localStorage.getItem('selectedVehicleData')).toBeNull();
  });

  test('plain JSON where an encoded value belongs is dropped', () => {
    localStorage.setItem('registrationData', JSON.stringify(registration));
    expect(createTestStore().get(registrationDataAtom)).toBeNull();
  });

  test('a vehicle quantity outside 1 to 6 is dropped', () => {
    localStorage.setItem('vehicleSelections', JSON.stringify({ '1-2': 9 }));
    expect(createTestStore().get(vehicleSelectionsAtom)).toEqual({});
  });
});

describe('appSettings', () => {
  test('is stored as name -> encoded value and read back decoded', () => {
    createTestStore().set(appSettingsAtom, { CURRENCY: '£', SHOW_NAVBAR_PAGE: 'enable' });
    expect(JSON.parse(localStorage.getItem('appSettings')!)).toEqual({
      CURRENCY: encodeValue('£'),
      SHOW_NAVBAR_PAGE: encodeValue('enable'),
    });
    expect(createTestStore().get(appSettingsAtom)).toEqual({ CURRENCY: '£', SHOW_NAVBAR_PAGE: 'enable' });
  });

  test('a tampered value drops the item; the atom reads {}', () => {
    localStorage.setItem('appSettings', JSON.stringify({ CURRENCY: 'not-base64-£' }));
    expect(createTestStore().get(appSettingsAtom)).toEqual({});
    expect(localStorage.getItem('appSettings')).toBeNull();
  });
});

describe('reading', () => {
  test('a bare word written without JSON quotes is accepted for one-word items', () => {
    localStorage.setItem('BookingType', 'milleage');
    localStorage.setItem('clientMode', 'guest_login');
    const s = createTestStore();
    expect(s.get(bookingTypeAtom)).toBe('milleage');
    expect(s.get(clientModeAtom)).toBe('guest_login');
  });

  test('an unknown booking type is dropped', () => {
    localStorage.setItem('BookingType', 'teleport');
    expect(createTestStore().get(bookingTypeAtom)).toBeNull();
  });

  test('the value read is stable: the same object on every read', () => {
    localStorage.setItem('BookingForm', JSON.stringify(bookingForm));
    const s = createTestStore();
    expect(s.get(bookingFormAtom)).toBe(s.get(bookingFormAtom));
  });

  test('function updates see the previous value', () => {
    const s = createTestStore();
    s.set(vehicleSelectionsAtom, (prev) => ({ ...prev, '1-2': 2 }));
    s.set(vehicleSelectionsAtom, (prev) => ({ ...prev, '3-4': 5 }));
    expect(s.get(vehicleSelectionsAtom)).toEqual({ '1-2': 2, '3-4': 5 });
  });
});

describe('clearBookingDataAtom', () => {
  test('clears every booking item, keeps the app settings and the corporate session', () => {
    const s = createTestStore();
    for (const [, anAtom, value] of roundTrips) {
      s.set(anAtom as unknown as PersistedAtom<unknown>, value);
    }
    s.set(appSettingsAtom, { CURRENCY: '£' });
    s.set(clearBookingDataAtom);
    for (const key of [
      'BookingForm',
      'HourlyRateForm',
      'BookingType',
      'PriceDetails',
      'selectedVehicleData',
      'registrationData',
      'CalculatedDistance',
      'clientMode',
      'vehicleSelections',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(s.get(bookingFormAtom)).toBeNull();
    expect(s.get(vehicleSelectionsAtom)).toEqual({});
    expect(s.get(appSettingsAtom)).toEqual({ CURRENCY: '£' });
    expect(s.get(passengerTokenAtom)).toBe('token-abc');
    expect(s.get(passengerCorporateDetailsAtom)).toEqual(passenger);
    expect(localStorage.getItem('passenger_token')).not.toBeNull();
  });

  test('clearCorporateSessionAtom removes both session items only', () => {
    const s = createTestStore();
    s.set(passengerTokenAtom, 'token-abc');
    s.set(passengerCorporateDetailsAtom, passenger);
    s.set(bookingTypeAtom, 'hourly');
    s.set(clearCorporateSessionAtom);
    expect(localStorage.getItem('passenger_token')).toBeNull();
    expect(localStorage.getItem('passenger_corporate_details')).toBeNull();
    expect(s.get(bookingTypeAtom)).toBe('hourly');
  });
});
