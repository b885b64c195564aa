import { bookingAmountLabel, bookingTypeLabel, paymentMethodLabel, timeLabel, toBookingRow } from '../model/booking-labels';
import { aBooking } from './booking-factory';

describe('row labels', () => {
  it.each([
    ['car', 'Pay to driver'],
    ['CAR', 'Pay to driver'],
    ['card', 'Pay by Card'],
    ['', 'Pay by Card'],
    [null, 'Pay by Card'],
  ])('payment method %p -> %p', (method, label) => expect(paymentMethodLabel(method)).toBe(label));

  it.each([
    ['Q', 'Distance'],
    ['q', 'Distance'],
    ['H', 'Hourly'],
    ['hourly', 'Hourly'],
    [null, 'Hourly'],
  ])('ride type %p -> %p', (rideType, label) => expect(bookingTypeLabel(rideType)).toBe(label));

  it.each([
    ['07:30:00', '07:30'],
    ['7:05', '07:05'],
    ['', '—'],
    [null, '—'],
  ])('time %p -> %p', (time, label) => expect(timeLabel(time)).toBe(label));

  it('makes a row with dd/mm/yyyy dates and the fleet category', () => {
    expect(toBookingRow(aBooking())).toEqual({
      key: '10000001',
      bookingNumber: '10000001',
      pickup: 'Heathrow Airport Terminal 5',
      destination: 'The Savoy, Strand',
      pickupDate: '10/01/2026',
      pickupTime: '07:30',
      vehicle: 'Saloon',
      paymentMethod: 'Pay to driver',
      amount: '£68.40',
      bookingType: 'Distance',
    });
  });
});

describe('amount formatting', () => {
  it.each([
    [68.4, {}, '£68.40'],
    [1234.5, {}, '£1,234.50'],
    [1234.5, { CURRENCY: 'GBP' }, 'GBP 1,234.50'],
    [1234.5, { CURRENCY: '€' }, '€1,234.50'],
    [99.5, { ROUND_OFF: 'yes' }, '£100'],
    [null, {}, '£0.00'],
  ])('%p with %p -> %p', (amount, settings, label) => expect(bookingAmountLabel(amount, settings)).toBe(label));
});
