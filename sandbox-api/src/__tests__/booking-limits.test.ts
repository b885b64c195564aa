import { bookingPayload } from './booking-helpers';
import { distanceForm, harness, hourlyForm, messageOf, TOMORROW } from './harness';

type Fields = Record<string, unknown>;
/** A booking body, open to any edit a test makes. */
type Payload = Fields & { bookingForm: Fields; registrationData: Fields; selectedVehicleData: Fields & { breakdown: Fields } };

/** `text`, then filler up to exactly `length` characters. */
const long = (text: string, length: number) => `${text} ${'x'.repeat(length)}`.slice(0, length);
const POSTCODES = ['SW1A 2AA', 'EC1A 1BB', 'W1A 0AX', 'N1 9GU', 'SE1 7PB', 'E14 5AB', 'NW1 4RY', 'WC2N 5DU', 'SW7 2RL', 'W2 1JB'];
const stops = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    street_name: long(`${i + 1} Example Street`, 300),
    number: long('Flat', 50),
    postcode: POSTCODES[i % 10].padEnd(12),
  }));

describe('booking bodies are bounded', () => {
  const h = harness({ limits: { booking: 1000 } });
  afterAll(() => h.app.close());
  const book = (payload: object) => h.api('POST', '/api/v1/booking', payload);
  const priced = async (vehicle: string, form: Record<string, unknown>) => {
    const entries = (await h.api('POST', '/api/v1/calculate-distance-price', form)).json().price_details;
    return entries.find((entry: { vehicle_type: string }) => entry.vehicle_type === vehicle);
  };

  it('books a body at every limit: 10 stops, the longest texts, a full pair of Saloons', async () => {
    const form = distanceForm({
      pickup: long('Heathrow Airport Terminal 5, Hounslow TW6 2GA', 300),
      dropoff: long('The Savoy, Strand, London WC2R 0EZ', 300),
      stops: stops(10),
      pickup_fight_number: long('BA117', 50),
      passengers: 8,
      luggages: 4,
      hand_luggages: 4,
    });
    const registrationData = {
      firstName: 'A'.repeat(100),
      surname: 'B'.repeat(100),
      username: 'C'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
      number: '+44 7700 900111 ext. 123456789',
      passengerDetails: 'yes',
      passengerName: 'D'.repeat(100),
      passengerEmail: `${'p'.repeat(64)}@${'q'.repeat(185)}.com`,
      passengerPhone: '+44 7700 900222 ext. 123456789',
      additionalInfo: 'i'.repeat(1000),
      return_additionalInfo: 'r'.repeat(1000),
    };
    const response = await book({
      ...(await bookingPayload(h, {}, form)),
      selectedVehicleData: await priced('Saloon', form),
      selectedVehicle: 2,
      registrationData,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.bookingStops).toHaveLength(10);
    expect(response.json().data.passengerDetails.total_passengers).toBe(8);
  });

  it('books a return with a full MPV8 both ways', async () => {
    const form = distanceForm({
      select_option: 'return',
      return_date: TOMORROW,
      return_hour: '9pm',
      return_min: '00',
      passengers: 8,
      luggages: 6,
      hand_luggages: 6,
      return_passengers: 8,
      return_luggages: 6,
      return_hand_luggages: 6,
    });
    const response = await book({ ...(await bookingPayload(h, {}, form)), selectedVehicleData: await priced('MPV8', form) });
    expect(response.statusCode).toBe(201);
  });

  const TOO_LONG = (what: string, max: number) => `The ${what} is too long (${max} characters at most).`;
  const fits = (what: string, n: number, max: number, vehicles = 1, where = '') =>
    `Too many for the Saloon${where}: ${what} ${n}, at most ${max} for ${vehicles} vehicle${vehicles === 1 ? '' : 's'}. Please choose a larger vehicle or more vehicles.`;
  const form = (p: Payload) => p.bookingForm;
  const hourly = (p: Payload, pickup: string) =>
    Object.assign(p, { bookingType: 'hourly', bookingForm: null, hourlyRateForm: hourlyForm({ pickup }) });

  it.each<[string, (p: Payload) => void, string]>([
    [
      '11 stops',
      (p) => {
        form(p).stops = stops(11);
      },
      'A journey can have 10 stops at most.',
    ],
    [
      'a long pick-up',
      (p) => {
        form(p).pickup = 'x'.repeat(301);
      },
      TOO_LONG('pick-up address', 300),
    ],
    [
      'a long drop-off',
      (p) => {
        form(p).dropoff = 'x'.repeat(301);
      },
      TOO_LONG('drop-off address', 300),
    ],
    [
      'a long return pick-up',
      (p) => {
        form(p).return_pickup = 'x'.repeat(301);
      },
      TOO_LONG('return pick-up address', 300),
    ],
    [
      'a long return drop-off',
      (p) => {
        form(p).return_dropoff = 'x'.repeat(301);
      },
      TOO_LONG('return drop-off address', 300),
    ],
    [
      'a long hourly pick-up',
      (p) => {
        hourly(p, 'x'.repeat(301));
      },
      TOO_LONG('pick-up address', 300),
    ],
    [
      'a long stop address',
      (p) => {
        form(p).stops = [...stops(1), { street_name: 'x'.repeat(301) }];
      },
      TOO_LONG('address of stop 2', 300),
    ],
    [
      'a long stop number',
      (p) => {
        form(p).stops = [{ street_name: 'Downing Street', number: '1'.repeat(51) }];
      },
      TOO_LONG('house number of stop 1', 50),
    ],
    [
      'a long stop postcode',
      (p) => {
        form(p).stops = [{ street_name: 'Downing Street', stop_postcode: 'SW1A 2AA'.padEnd(13, '!') }];
      },
      TOO_LONG('postcode of stop 1', 12),
    ],
    [
      'a long flight number',
      (p) => {
        form(p).pickup_fight_number = 'B'.repeat(51);
      },
      TOO_LONG('flight or train number', 50),
    ],
    [
      'a long return flight number',
      (p) => {
        form(p).return_fight_number = 'B'.repeat(51);
      },
      TOO_LONG('return flight or train number', 50),
    ],
    [
      'a long date',
      (p) => {
        form(p).pickup_date = '2'.repeat(301);
      },
      TOO_LONG('pick-up date', 300),
    ],
    [
      'a long first name',
      (p) => {
        p.registrationData = { ...p.registrationData, firstName: 'A'.repeat(101) };
      },
      TOO_LONG('first name', 100),
    ],
    [
      'a long surname',
      (p) => {
        p.registrationData = { ...p.registrationData, surname: 'A'.repeat(101) };
      },
      TOO_LONG('surname', 100),
    ],
    [
      'a long user name',
      (p) => {
        p.registrationData = { ...p.registrationData, username: 'A'.repeat(101) };
      },
      TOO_LONG('user name', 100),
    ],
    [
      'a long e-mail',
      (p) => {
        p.registrationData = { ...p.registrationData, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` };
      },
      TOO_LONG('e-mail address', 254),
    ],
    [
      'a long phone',
      (p) => {
        p.registrationData = { ...p.registrationData, number: '0'.repeat(31) };
      },
      TOO_LONG('phone number', 30),
    ],
    [
      "a long passenger's name",
      (p) => {
        p.registrationData = { ...p.registrationData, passengerName: 'A'.repeat(101) };
      },
      TOO_LONG("passenger's name", 100),
    ],
    [
      "a long passenger's e-mail",
      (p) => {
        p.registrationData = { ...p.registrationData, passengerEmail: 'a'.repeat(255) };
      },
      TOO_LONG("passenger's e-mail address", 254),
    ],
    [
      "a long passenger's phone",
      (p) => {
        p.registrationData = { ...p.registrationData, passengerPhone: '0'.repeat(31) };
      },
      TOO_LONG("passenger's phone number", 30),
    ],
    [
      'long additional information',
      (p) => {
        p.registrationData = { ...p.registrationData, additionalInfo: 'i'.repeat(1001) };
      },
      TOO_LONG('additional information', 1000),
    ],
    [
      'long return information',
      (p) => {
        p.registrationData = { ...p.registrationData, return_additionalInfo: 'i'.repeat(1001) };
      },
      TOO_LONG('additional information for the return', 1000),
    ],
    [
      'a long password',
      (p) => {
        p.registrationData = { ...p.registrationData, password: 'p'.repeat(301) };
      },
      TOO_LONG('password', 300),
    ],
    [
      'a long operator name',
      (p) => {
        p.selectedVehicleData.company_name = 'c'.repeat(301);
      },
      TOO_LONG('operator name', 300),
    ],
    [
      'a long unknown field in the vehicle',
      (p) => {
        p.selectedVehicleData.notes = 'n'.repeat(301);
      },
      TOO_LONG('field selectedVehicleData.notes', 300),
    ],
    [
      'a long extra name',
      (p) => {
        p.selectedVehicleData.breakdown.extras = [{ name: 'e'.repeat(301), leg: 'outbound', quantity: 1, unit_price: 1, amount: 1 }];
      },
      TOO_LONG('name of extra 1', 300),
    ],
    [
      'negative passengers',
      (p) => {
        form(p).passengers = -1;
      },
      'Passengers must be a whole number, 0 or more.',
    ],
    [
      'half a case',
      (p) => {
        form(p).luggages = 1.5;
      },
      'Luggage must be a whole number, 0 or more.',
    ],
    [
      'negative hand luggage',
      (p) => {
        form(p).hand_luggages = -2;
      },
      'Hand Luggage must be a whole number, 0 or more.',
    ],
    [
      'negative return passengers',
      (p) => {
        form(p).return_passengers = -1;
      },
      'Return Passengers must be a whole number, 0 or more.',
    ],
    [
      'half a return case',
      (p) => {
        form(p).return_luggages = 0.5;
      },
      'Return Luggage must be a whole number, 0 or more.',
    ],
    [
      'negative return hand luggage',
      (p) => {
        form(p).return_hand_luggages = -1;
      },
      'Return Hand Luggage must be a whole number, 0 or more.',
    ],
    [
      '5 passengers in a Saloon',
      (p) => {
        form(p).passengers = 5;
      },
      fits('Passengers', 5, 4),
    ],
    [
      '9 passengers in two Saloons',
      (p) => {
        form(p).passengers = 9;
        p.selectedVehicle = 2;
      },
      fits('Passengers', 9, 8, 2),
    ],
    [
      'a Saloon claimed to seat 99',
      (p) => {
        form(p).passengers = 5;
        p.selectedVehicleData.max_seat = 99;
      },
      fits('Passengers', 5, 4),
    ],
    [
      '3 large cases in a Saloon',
      (p) => {
        form(p).luggages = 3;
      },
      fits('Luggage', 3, 2),
    ],
    [
      '3 bags of hand luggage in a Saloon',
      (p) => {
        form(p).hand_luggages = 3;
      },
      fits('Hand Luggage', 3, 2),
    ],
    [
      '5 passengers on the return',
      (p) => {
        Object.assign(form(p), { select_option: 'return', return_date: TOMORROW, return_hour: '9pm', return_passengers: 5 });
      },
      fits('Passengers', 5, 4, 1, ' on the return'),
    ],
    [
      '3 cases on the return',
      (p) => {
        Object.assign(form(p), { select_option: 'return', return_date: TOMORROW, return_hour: '9pm', return_luggages: 3 });
      },
      fits('Luggage', 3, 2, 1, ' on the return'),
    ],
    [
      '3 bags on the return',
      (p) => {
        Object.assign(form(p), { select_option: 'return', return_date: TOMORROW, return_hour: '9pm', return_hand_luggages: 3 });
      },
      fits('Hand Luggage', 3, 2, 1, ' on the return'),
    ],
  ])('refuses %s with 400 and a sentence naming it', async (_label, edit, message) => {
    const payload = structuredClone(await bookingPayload(h)) as unknown as Payload;
    edit(payload);
    const before = (h.db.prepare('SELECT COUNT(*) AS count FROM bookings').get() as { count: number }).count;
    const response = await book(payload);
    expect(messageOf(response)).toBe(message);
    expect(response.statusCode).toBe(400);
    expect((h.db.prepare('SELECT COUNT(*) AS count FROM bookings').get() as { count: number }).count).toBe(before);
  });
});
