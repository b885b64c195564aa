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

  const additional = (booking: Parameters<typeof bookingDetails>[0]) =>
    bookingDetails(booking)!.sections.find((section) => section.title === 'Additional Details')!.items;
  const passenger = (booking: Parameters<typeof bookingDetails>[0]) =>
    bookingDetails(booking)!.sections.find((section) => section.title === 'Passenger')!.items;
  const returnDetails = {
    luggages: 2,
    vehicle_qty: 1,
    wheel_chair: 'yes',
    return_meet_and_greet: 'yes',
    return_baby_seat: 2,
    return_booster_seat: 0,
    return_wheel_chair: 'yes',
    return_special_luggages: 0,
    return_waiting_minutes: 10,
  };

  it.each([
    ['a return trip with return details', { return_date: '2026-01-16', booking_details: returnDetails }, true],
    ['a one-way trip', { booking_details: returnDetails }, false],
    ['a return trip whose API sends no return details', { return_date: '2026-01-16', booking_details: { wheel_chair: 'yes' } }, false],
    ['a return trip with no details at all', { return_date: '2026-01-16', booking_details: null }, false],
  ])('the return leg’s extras for %s: %p', (_case, fields, shown) => {
    const labels = additional(aBooking(fields)).map((item) => item.label);
    expect(labels.slice(0, 6)).toEqual([
      'Meet and Greet',
      'Baby Seat',
      'Booster Seat',
      'Wheelchair',
      'Special Luggages',
      'Waiting Minutes',
    ]);
    expect(labels.includes('Return Wheelchair')).toBe(shown);
  });

  it('reads the return leg’s extras as the outward ones: Yes/No, and waiting minutes', () => {
    expect(additional(aBooking({ return_date: '2026-01-16', booking_details: returnDetails })).slice(6)).toEqual([
      { label: 'Return Meet and Greet', value: 'Yes' },
      { label: 'Return Baby Seat', value: 'Yes' },
      { label: 'Return Booster Seat', value: 'No' },
      { label: 'Return Wheelchair', value: 'Yes' },
      { label: 'Return Special Luggages', value: 'No' },
      { label: 'Return Waiting Minutes', value: '10' },
    ]);
  });

  it.each([
    ['a return trip with a return note', '2026-01-16', 'Ring on arrival', { label: 'Return Additional Info', value: 'Ring on arrival' }],
    ['a return trip with an empty one', '2026-01-16', '', { label: 'Return Additional Info', value: '—' }],
    ['a return trip whose API sends none', '2026-01-16', undefined, undefined],
    ['a one-way trip', null, 'Ring on arrival', undefined],
  ])('the passenger block of %s', (_case, returnDate, note, row) => {
    const detail = { passenger_name: 'Dana Demo', additional_info: 'Out', ...(note === undefined ? {} : { return_additional_info: note }) };
    const items = passenger(aBooking({ return_date: returnDate, passenger_detail: detail }));
    expect(items.find((item) => item.label === 'Return Additional Info')).toEqual(row);
  });

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
