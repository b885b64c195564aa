import { act, screen, within } from '@testing-library/react';
import { calculateSelectedVehiclePrice } from '@booking/shared/api';
import { bookingFormAtom } from '@booking/shared/store';
import {
  renderWithProviders,
  sampleBookingForm,
  sampleHourlyRateForm,
  samplePriceDetails,
  sampleSelectedVehicle,
  sampleSettings,
} from '@booking/shared/testing';
import { BookingSummary } from '../booking-summary';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateSelectedVehiclePrice: jest.fn(),
}));
const priceCall = jest.mocked(calculateSelectedVehiclePrice);

const returnTrip = {
  ...sampleBookingForm,
  select_option: 'return' as const,
  return_pickup: '10 Downing Street, London SW1A 2AA',
  return_dropoff: 'Heathrow Airport Terminal 5, TW6 2GA',
  return_hour: '6pm',
  return_min: '15',
};
const distance = { bookingType: 'milleage' as const, priceDetails: samplePriceDetails, appSettings: sampleSettings };
/** The value a description list gives for a term. */
const valueOf = (scope: HTMLElement, term: string | RegExp) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const extra = (code: string, name: string, leg: 'outbound' | 'return', quantity: number, amount: number) => ({
  code,
  name,
  leg,
  quantity,
  unit_price: amount / quantity,
  amount,
});

describe('BookingSummary: payment variant (read-only)', () => {
  it('shows the whole journey, passengers and options, and nothing to press', () => {
    const form = {
      ...returnTrip,
      stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
      baby_seats: 1,
      hand_luggages: 2,
      meet_and_greet: 'yes' as const,
      return_waiting_min: 15,
    };
    renderWithProviders(<BookingSummary variant="payment" />, { storeValues: { ...distance, bookingForm: form } });
    const panel = screen.getByRole('region', { name: 'BOOK A TRIP' });
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(valueOf(panel, 'From')).toBe('Heathrow Airport Terminal 5, TW6 2GA');
    expect(valueOf(panel, 'Stop 1')).toBe('Baker Street, 221B, NW1 6XE');
    expect(valueOf(panel, 'To')).toBe('10 Downing Street, London SW1A 2AA');
    expect(valueOf(panel, 'Return From')).toBe('10 Downing Street, London SW1A 2AA');
    expect(valueOf(panel, 'Pickup Date & Time')).toBe('10/06/2030 15:30');
    expect(valueOf(panel, 'Return Date & Time')).toBe('11/06/2030 18:15');
    const options = within(panel).getByRole('region', { name: 'Options' });
    expect(valueOf(options, 'Passengers')).toBe('2');
    expect(valueOf(options, 'Luggage')).toBe('1');
    expect(valueOf(options, 'Hand Luggage')).toBe('2');
    expect(valueOf(options, 'Baby Seat')).toBe('1');
    expect(valueOf(options, 'Meet & Greet')).toBe('Yes');
    const back = within(panel).getByRole('region', { name: 'Return Details' });
    expect(valueOf(back, 'Return Waiting Time in mins')).toBe('15');
  });

  it('shows an hourly hire with its duration, read-only', () => {
    const { unmount } = renderWithProviders(<BookingSummary variant="payment" />, {
      storeValues: {
        bookingType: 'hourly',
        hourlyRateForm: sampleHourlyRateForm,
        priceDetails: samplePriceDetails,
        appSettings: sampleSettings,
      },
    });
    const panel = screen.getByRole('region', { name: 'BOOK A TRIP' });
    expect(valueOf(panel, 'Pickup Duration')).toBe('6 Hours');
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    unmount();
    // The payment variant never edits: no Edit Options for a distance booking either.
    renderWithProviders(<BookingSummary variant="payment" />, { storeValues: { ...distance, bookingForm: sampleBookingForm } });
    expect(screen.queryByRole('button', { name: 'Edit Options' })).not.toBeInTheDocument();
  });
});

describe('BookingSummary: price breakdown in Edit Options', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists base fare, each extra per leg, return fare and total, and announces a changed total', async () => {
    const selected = {
      ...sampleSelectedVehicle,
      selection_type: 'selection' as const,
      final_price: 44.92,
      breakdown: {
        base_fare: 20,
        return_fare: 20,
        extras: [extra('baby_seats', 'Baby seat', 'outbound', 1, 4.92)],
        quantity: 1,
        final_price: 44.92,
      },
    };
    const { user, store } = renderWithProviders(<BookingSummary variant="personal-details" />, {
      storeValues: { ...distance, bookingForm: returnTrip, selectedVehicleData: selected },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Options' }));
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' });
    expect(valueOf(breakdown, 'Base fare')).toBe('£20.00');
    expect(valueOf(breakdown, 'Baby Seat')).toBe('£4.92');
    expect(valueOf(breakdown, 'Return fare')).toBe('£20.00');
    expect(valueOf(breakdown, 'Total')).toBe('£44.92');

    const extras = [
      extra('meet_and_greet', 'Meet and greet', 'outbound', 1, 15),
      extra('baby_seats', 'Baby seat', 'outbound', 1, 4.92),
      extra('waiting_min', 'Waiting time (per 5 minutes)', 'return', 3, 9.5),
    ];
    priceCall.mockResolvedValue({
      final_price: 69.42,
      breakdown: { base_fare: 20, return_fare: 20, extras, quantity: 1, final_price: 69.42 },
    });
    act(() => store.set(bookingFormAtom, { ...returnTrip, meet_and_greet: 'yes', return_waiting_min: 15 }));
    const news = await screen.findByText('Total changed from £44.92 to £69.42', {}, { timeout: 2000 });
    expect(news).toHaveAttribute('role', 'status');
    expect(valueOf(breakdown, 'Meet & Greet')).toBe('£15.00');
    expect(valueOf(breakdown, /^Return Waiting Time 15 mins/)).toBe('£9.50');
    expect(valueOf(breakdown, 'Total')).toBe('£69.42');
  });
});
