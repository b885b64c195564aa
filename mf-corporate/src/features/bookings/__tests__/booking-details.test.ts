import { bookingDetails, yesNo } from '../model/booking-details';
import { aBooking } from './booking-factory';

const labels = (booking: Parameters<typeof bookingDetails>[0]) => bookingDetails(booking)?.sections[0].items.map((item) => item.label);

describe('the modal null rules', () => {
  it('is null with no booking (No booking details available)', () => {
    expect(bookingDetails(null)).toBeNull();
    expect(bookingDetails(undefined)).toBeNull();
  });

  it.each([
    ['Return Date', {}, false],
    ['Return Date', { return_date: '2026-01-12' }, true],
    ['Return Time', { return_date: '2026-01-12', return_time: '18:40' }, true],
    ['Return Time', { return_time: '18:40' }, false],
    ['Flight Number or Address', {}, false],
    ['Flight Number or Address', { flight_no: 'BA117' }, true],
    ['Return Flight Number or Address', { return_flight_no: '' }, false],
    ['Return Flight Number or Address', { return_flight_no: 'EZY2044' }, true],
    ['Vehicle', { fleet_category: null }, false],
    ['Vehicle', {}, true],
    ['Luggages', { booking_details: { luggages: null } }, false],
    ['Luggages', { booking_details: { luggages: 0 } }, true],
    ['Total Vehicles', { booking_details: { vehicle_qty: 2 } }, true],
    ['Amount', { total_booking_amount: null }, false],
  ])('%s shown for %p: %p', (label, fields, shown) => {
    expect(labels(aBooking(fields)) ?? []).toEqual(shown ? expect.arrayContaining([label]) : expect.not.arrayContaining([label]));
  });

  it('shows the real return time, not the pickup time', () => {
    const items = bookingDetails(aBooking({ return_date: '2026-01-16', return_time: '18:40' }))!.sections[0].items;
    expect(items).toEqual(
      expect.arrayContaining([
        { label: 'Return Date', value: '16/01/2026' },
        { label: 'Return Time', value: '18:40' },
      ]),
    );
  });

  it.each([
    ['yes', 'Yes'],
    ['no', 'No'],
    [1, 'Yes'],
    [0, 'No'],
    [null, 'No'],
    ['2', 'Yes'],
  ])('yesNo(%p) is %p', (value, label) => expect(yesNo(value)).toBe(label));

  it('numbers the stops from 1 with address, post code and street number', () => {
    const stops = bookingDetails(
      aBooking({
        booking_stops: [
          { stop_address: 'Downing Street', stop_post_code: 'SW1A 2AA', stop_street_number: '10' },
          { stop_address: 'Stratford Station', stop_post_code: 'E15 1AZ', stop_street_number: '' },
        ],
      }),
    )!.stops;
    expect(stops).toEqual([
      { label: 'Stop 1', value: 'Downing Street, SW1A 2AA, 10' },
      { label: 'Stop 2', value: 'Stratford Station, E15 1AZ' },
    ]);
  });
});
