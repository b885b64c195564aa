import { applyReturnCopyRules, defaultBookingForm, defaultHourlyRateForm, movePickupDate } from '../forms';
import { bookingFormSchema, hourlyRateFormSchema } from '@booking/shared/api';

describe('defaultBookingForm: pick-up tomorrow, return the day after, both at now rounded (UK)', () => {
  test.each([
    ['winter morning', '2025-01-15T09:12:00Z', '2025-01-16', '2025-01-17', '9am', '10'],
    ['winter, 23:58 rounds to midnight', '2025-01-15T23:58:00Z', '2025-01-16', '2025-01-17', '12am', '00'],
    ['summer, 23:30 UTC is already 1 July', '2025-06-30T23:30:00Z', '2025-07-02', '2025-07-03', '12am', '30'],
    ['summer afternoon', '2025-07-15T14:03:00Z', '2025-07-16', '2025-07-17', '3pm', '05'],
    ['spring change night', '2025-03-30T00:58:00Z', '2025-03-31', '2025-04-01', '2am', '00'],
    ['autumn change night (second 1am)', '2025-10-26T01:31:00Z', '2025-10-27', '2025-10-28', '1am', '30'],
    ['month end', '2025-01-30T12:00:00Z', '2025-01-31', '2025-02-01', '12pm', '00'],
  ])('%s', (_name, now, pickupDate, returnDate, hour, minute) => {
    const form = defaultBookingForm(new Date(now));
    expect(form).toMatchObject({
      pickup_date: pickupDate,
      return_date: returnDate,
      pickup_hour: hour,
      pickup_min: minute,
      return_hour: hour,
      return_min: minute,
      select_option: 'one_way',
      passengers: 1,
      return_passengers: 1,
      meet_and_greet: 'no',
      waiting_min: 0,
      stops: [],
    });
  });

  test('reads the clock when no date is given', () => {
    jest.useFakeTimers({ now: new Date('2025-06-30T23:30:00Z') });
    try {
      expect(defaultBookingForm().pickup_date).toBe('2025-07-02');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('defaultHourlyRateForm: today, 4hour, 12am, 00', () => {
  test.each([
    ['2025-01-15T23:59:00Z', '2025-01-15'],
    ['2025-06-30T23:30:00Z', '2025-07-01'],
    ['2025-10-25T23:30:00Z', '2025-10-26'],
  ])('at %p the date is %p', (now, date) => {
    expect(defaultHourlyRateForm(new Date(now))).toMatchObject({
      pickup_date: date,
      pickup_duration: '4hour',
      pickup_hour: '12am',
      pickup_min: '00',
      pickup: '',
    });
  });
});

describe('the written-out defaults are what the schemas make of them', () => {
  test.each(['2025-01-15T09:12:00Z', '2025-06-30T23:30:00Z', '2025-10-26T01:31:00Z'])('at %p', (now) => {
    const booking = defaultBookingForm(new Date(now));
    const parsedBooking = bookingFormSchema.parse(booking);
    expect(booking).toStrictEqual(parsedBooking);
    expect(Object.keys(booking)).toEqual(Object.keys(parsedBooking));
    // The schema's own defaults, from only the dates and the times (the return's is the outward one).
    const { pickup_date, return_date, pickup_hour, pickup_min, return_hour, return_min } = booking;
    expect(booking).toStrictEqual(bookingFormSchema.parse({ pickup_date, return_date, pickup_hour, pickup_min, return_hour, return_min }));
    expect({ return_hour, return_min }).toEqual({ return_hour: pickup_hour, return_min: pickup_min });

    const hourly = defaultHourlyRateForm(new Date(now));
    const parsedHourly = hourlyRateFormSchema.parse(hourly);
    expect(hourly).toStrictEqual(parsedHourly);
    expect(Object.keys(hourly)).toEqual(Object.keys(parsedHourly));
    expect(hourly).toStrictEqual(
      hourlyRateFormSchema.parse({ pickup_date: hourly.pickup_date, pickup_duration: '4hour', pickup_hour: '12am', pickup_min: '00' }),
    );
  });
});

describe('applyReturnCopyRules (product §4)', () => {
  const base = { pickup: '', dropoff: '', return_pickup: '', return_dropoff: '', passengers: 1, return_passengers: 1 };
  const longPickup = 'Heathrow Airport Terminal 5';
  const longDropoff = '10 Downing Street, SW1A 2AA';

  test.each([
    ['long pick-up fills empty return drop-off', { pickup: longPickup }, { return_dropoff: longPickup }],
    ['long drop-off fills empty return pick-up', { dropoff: longDropoff }, { return_pickup: longDropoff }],
    ['exactly 10 characters is not copied', { pickup: '0123456789' }, { return_dropoff: '' }],
    ['11 characters are copied', { pickup: '01234567890' }, { return_dropoff: '01234567890' }],
    ['spaces do not count towards the length', { pickup: '  abc   def  ' }, { return_dropoff: '' }],
    ['a filled return drop-off is kept', { pickup: longPickup, return_dropoff: 'Gatwick Airport' }, { return_dropoff: 'Gatwick Airport' }],
    ['a filled return pick-up is kept', { dropoff: longDropoff, return_pickup: 'Luton Airport' }, { return_pickup: 'Luton Airport' }],
    ['passengers fill empty return passengers', { passengers: 4, return_passengers: 0 }, { return_passengers: 4 }],
    ['passengers fill blank text return passengers', { passengers: '3', return_passengers: '' }, { return_passengers: '3' }],
    ['set return passengers are kept', { passengers: 4, return_passengers: 2 }, { return_passengers: 2 }],
  ])('%s', (_name, change, expected) => {
    expect(applyReturnCopyRules({ ...base, ...change })).toMatchObject(expected);
  });

  test('does not change the form it is given', () => {
    const form = { ...base, pickup: longPickup };
    applyReturnCopyRules(form);
    expect(form.return_dropoff).toBe('');
  });
});

describe('movePickupDate: the return date follows to the next day', () => {
  test.each([
    ['2025-06-10', '2025-06-11'],
    ['2025-12-31', '2026-01-01'],
    ['2025-03-29', '2025-03-30'],
  ])('pick-up %p gives return %p', (date, returnDate) => {
    const form = movePickupDate({ pickup_date: '2025-01-01', return_date: '2025-01-09', pickup: 'kept' }, date);
    expect(form).toEqual({ pickup_date: date, return_date: returnDate, pickup: 'kept' });
  });
});
