import type { BookingForm, PriceDetail } from '@booking/shared/api';
import { defaultBookingForm } from '../../../domain/forms';
import { capacityOffer, vehiclesNeeded } from '../model/capacity-offer';

const NOW = Date.UTC(2025, 5, 1, 9, 0);

const entry = (vehicle_type: string, room: [number, number, number], price: number, over: Partial<PriceDetail> = {}): PriceDetail => ({
  vehicle_id: vehicle_type.length,
  company_id: 1,
  company_name: 'A Cars',
  vehicle_type,
  vehicle_image: '',
  max_seat: room[0],
  luggage: room[1],
  small_luggage: room[2],
  rating: 4.5,
  price,
  final_price: price,
  breakdown: { base_fare: price, return_fare: 0, extras: [], quantity: 1, final_price: price },
  via_miles: 12.5,
  time_duration: 1800,
  ...over,
});

// The sandbox's fleet (sandbox-api/src/seed/catalogue.ts), at made-up prices.
const saloon = entry('Saloon', [4, 2, 2], 40);
const executive = entry('Executive', [3, 2, 2], 60);
const mpv8 = entry('MPV8', [8, 6, 6], 70);
const minibus = entry('Minibus', [16, 16, 16], 100);
const onRequest = entry('Minibus', [16, 16, 16], 0, { company_id: 2 });

const party = (over: Partial<BookingForm>): BookingForm => ({ ...defaultBookingForm(NOW), luggages: 0, hand_luggages: 0, ...over });

describe('vehiclesNeeded: each leg over the vehicle, every limit, up to 6', () => {
  test.each<[string, PriceDetail, Partial<BookingForm>, number | null]>([
    ['a party that fits one', saloon, { passengers: 4 }, 1],
    ['20 passengers in 4-seat Saloons', saloon, { passengers: 20 }, 5],
    ['20 passengers in 16-seat Minibuses', minibus, { passengers: 20 }, 2],
    ['20 passengers would need 7 Executives', executive, { passengers: 20 }, null],
    ['the luggage decides', saloon, { passengers: 4, luggages: 9 }, 5],
    ['the hand luggage decides', mpv8, { passengers: 2, hand_luggages: 13 }, 3],
    ['exactly 6', executive, { passengers: 18 }, 6],
    ['no room at all for something asked', entry('Van', [4, 0, 2], 50), { passengers: 2, luggages: 1 }, null],
    ['a one-way trip ignores the hidden return', saloon, { passengers: 4, return_passengers: 20 }, 1],
    ['a return trip counts the larger leg', saloon, { select_option: 'return', passengers: 4, return_passengers: 10 }, 3],
  ])('%s', (_case, vehicle, over, needed) => {
    expect(vehiclesNeeded(vehicle, party(over))).toBe(needed);
  });
});

describe('capacityOffer', () => {
  const fleet = [saloon, executive, mpv8, minibus, onRequest];

  it('offers every vehicle that carries the party in up to 6, each with its number', () => {
    const offer = capacityOffer(fleet, party({ passengers: 20 }), {});
    expect(offer?.priceDetails.map((p) => p.vehicle_type)).toEqual(['Saloon', 'MPV8', 'Minibus', 'Minibus']);
    expect(offer?.quantities).toEqual({ '6-1': 5, '4-1': 3, '7-1': 2, '7-2': 2 });
    expect(offer?.calculatedDistance).toEqual({ via_miles: 12.5, time_duration: 1800 });
  });

  test.each<[string, PriceDetail[], Partial<BookingForm>, string]>([
    ['the fewest vehicles, priced', fleet, { passengers: 20 }, '20 passengers fit in 2 Minibuses.'],
    ['with luggage', fleet, { passengers: 20, luggages: 3 }, '20 passengers and their luggage fit in 2 Minibuses.'],
    [
      'the cheaper total of as few vehicles',
      [entry('Minibus', [16, 16, 16], 100), entry('Coach', [20, 20, 20], 190, { vehicle_id: 9 })],
      { passengers: 24 },
      '24 passengers fit in 2 Minibuses.',
    ],
    ['a price on request is named only when nothing else is priced', [onRequest], { passengers: 20 }, '20 passengers fit in 2 Minibuses.'],
    ['a name that takes -es', [entry('Coach', [10, 10, 10], 80)], { passengers: 20 }, '20 passengers fit in 2 Coaches.'],
  ])('names %s', (_case, list, over, sentence) => {
    expect(capacityOffer(list, party(over), {})?.sentence).toBe(sentence);
  });

  it('keeps the cheapest company only when the settings say so', () => {
    const other = entry('Minibus', [16, 16, 16], 90, { company_id: 3 });
    const both = { MULTIPLE_PRICES: 'enable', CHEAPEST_COMPANY_PRICE: 'enable' };
    expect(capacityOffer([minibus, other], party({ passengers: 20 }), both)?.priceDetails).toEqual([other]);
    expect(capacityOffer([minibus, other], party({ passengers: 20 }), {})?.priceDetails).toEqual([minibus, other]);
  });

  it('is null when no vehicle carries the party in 6', () => {
    expect(capacityOffer([saloon, executive], party({ passengers: 20, luggages: 13 }), {})).toBeNull();
    expect(capacityOffer([], party({ passengers: 20 }), {})).toBeNull();
  });
});
