import { screen, within } from '@testing-library/react';
import { sampleBookingForm, sampleHourlyRateForm, sampleSelectedVehicle } from '@booking/shared/testing';
import { flightRows } from '../model/flight-rows';
import { renderPayment } from './render-payment';

// product §10 "What the visitor sees": the total's breakdown one tap away, and each leg's flight or train.

const extra = (code: string, leg: 'outbound' | 'return', quantity: number, unit_price: number) => ({
  code,
  name: code,
  leg,
  quantity,
  unit_price,
  amount: quantity * unit_price,
});
const twoVehiclesReturn = {
  ...sampleSelectedVehicle,
  selection_type: 'selection' as const,
  quantity: 2,
  price: 100,
  final_price: 200,
  breakdown: {
    base_fare: 40,
    return_fare: 40,
    extras: [extra('meet_and_greet', 'outbound', 1, 15), extra('baby_seats', 'return', 1, 5)],
    quantity: 2,
    final_price: 200,
  },
};

describe('Payment page: what is paid for', () => {
  it('opens the breakdown of the total with one tap: each extra under its leg, the vehicles, the total', async () => {
    const { user } = renderPayment({ values: { selectedVehicleData: twoVehiclesReturn } });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Total: £200.00');
    const toggle = within(summary).getByRole('button', { name: 'Price breakdown' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([...lines.querySelectorAll('div')].map((row) => row.textContent)).toEqual([
      'Base fare£40.00',
      'Meet & Greet£15.00',
      'Return fare£40.00',
      'Return Baby Seat£5.00',
      'Vehicles2 × £100.00',
      'Total£200.00',
    ]);
  });

  it('shows each leg’s flight or train number', () => {
    const form = { ...sampleBookingForm, select_option: 'return' as const, pickup_fight_number: 'BA117', return_fight_number: 'EZY2044' };
    renderPayment({ values: { bookingForm: form } });
    const flights = screen.getByRole('region', { name: 'Flight or train' });
    expect(within(flights).getByText('Flight or Train Number').nextElementSibling).toHaveTextContent('BA117');
    expect(within(flights).getByText('Return Flight or Train Number').nextElementSibling).toHaveTextContent('EZY2044');
  });

  it('shows no flight block when none was given', () => {
    renderPayment();
    expect(screen.queryByRole('region', { name: 'Flight or train' })).toBeNull();
  });
});

describe('flightRows', () => {
  const one = { ...sampleBookingForm, pickup_fight_number: ' BA117 ', return_fight_number: 'EZY2044' };
  test.each([
    ['a one-way trip: its own, not a stale return one', 'milleage', one, null, ['Flight or Train Number: BA117']],
    [
      'a return trip: both',
      'milleage',
      { ...one, select_option: 'return' },
      null,
      ['Flight or Train Number: BA117', 'Return Flight or Train Number: EZY2044'],
    ],
    [
      'an hourly hire: the hourly form’s',
      'hourly',
      one,
      { ...sampleHourlyRateForm, pickup_fight_number: '9O 4021' },
      ['Flight or Train Number: 9O 4021'],
    ],
    ['none given', 'milleage', sampleBookingForm, null, []],
  ] as const)('%s', (_name, type, form, hourly, expected) => {
    expect(flightRows(type, form, hourly).map((row) => `${row.label}: ${row.value}`)).toEqual(expected);
  });
});
