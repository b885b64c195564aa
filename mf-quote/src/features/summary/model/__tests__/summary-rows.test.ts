import { sampleBookingForm, sampleHourlyRateForm, sampleSettings } from '@booking/shared/testing';
import { breakdownRows } from '../breakdown-rows';
import { compactJourney } from '../compact-rows';

const line = (code: string | undefined, name: string, leg: 'outbound' | 'return', quantity: number, amount = 5) => ({
  code,
  name,
  leg,
  quantity,
  unit_price: amount / quantity,
  amount,
});

describe('breakdownRows', () => {
  const rows = (breakdown: Parameters<typeof breakdownRows>[0], total: number, settings = sampleSettings) =>
    breakdownRows(breakdown, total, settings).map(({ label, value }) => `${label}: ${value}`);

  it('a one-way fare with no extras: base fare and total', () => {
    expect(rows({ base_fare: 42.5, return_fare: 0, extras: [], quantity: 1, final_price: 42.5 }, 42.5)).toEqual([
      'Base fare: £42.50',
      'Total: £42.50',
    ]);
  });

  it('a return trip for three vehicles: outward extras, return fare, return extras, vehicles, total', () => {
    const extras = [line('waiting_min', 'w', 'return', 2, 5), line('baby_seats', 'b', 'outbound', 1, 8)];
    expect(rows({ base_fare: 30, return_fare: 28, extras, quantity: 3, final_price: 213 }, 213)).toEqual([
      'Base fare: £30.00',
      'Baby Seat: £8.00',
      'Return fare: £28.00',
      'Return Waiting Time 10 mins (2 × £2.50): £5.00',
      'Vehicles: 3 × £71.00',
      'Total: £213.00',
    ]);
  });

  it('money follows CURRENCY and ROUND_OFF', () => {
    expect(
      rows({ base_fare: 20.4, return_fare: 0, extras: [], quantity: 1, final_price: 20.4 }, 20.4, {
        ...sampleSettings,
        CURRENCY: 'GBP',
        ROUND_OFF: 'yes',
      }),
    ).toEqual(['Base fare: GBP 20.40', 'Rounding: -GBP 0.40', 'Total: GBP 20']);
  });

  it('the total alone when the parts do not add up to it', () => {
    expect(rows({ base_fare: 30, return_fare: 0, extras: [], quantity: 1, final_price: 30 }, 35)).toEqual(['Total: £35.00']);
  });
});

describe('compactJourney (the phone’s one-line summary)', () => {
  const distance = { bookingType: 'milleage' as const, hourlyRateForm: null, distance: null };
  test.each([
    [
      'one way',
      { ...distance, bookingForm: sampleBookingForm },
      'Heathrow Airport Terminal 5, TW6 2GA to 10 Downing Street, London SW1A 2AA',
      '10/06/2030 15:30',
    ],
    [
      'return',
      { ...distance, bookingForm: { ...sampleBookingForm, select_option: 'return' as const, return_hour: '6pm', return_min: '15' } },
      'Heathrow Airport Terminal 5, TW6 2GA to 10 Downing Street, London SW1A 2AA',
      '10/06/2030 15:30, return 11/06/2030 18:15',
    ],
    [
      'hourly',
      { bookingType: 'hourly' as const, bookingForm: null, hourlyRateForm: sampleHourlyRateForm, distance: null },
      'King’s Cross Station, London N1C 4QP, 6 Hours',
      '10/06/2030 09:00',
    ],
    ['nothing stored', { ...distance, bookingForm: null }, '', ''],
  ])('%s', (_name, journey, route, when) => expect(compactJourney(journey)).toEqual({ route, when }));
});
