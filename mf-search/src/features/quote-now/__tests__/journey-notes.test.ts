import type { BookingForm } from '@booking/shared/api';
import { defaultBookingForm, defaultHourlyRateForm } from '../../../domain/forms';
import { distanceNotes, hourlyNotes, timeText } from '../model/journey-notes';
import { quoteNowDefaults } from '../model/quote-now-form';

const NOW = Date.UTC(2025, 5, 1, 9, 2); // 10:02 BST
const oneWay: BookingForm = { ...defaultBookingForm(NOW), pickup: 'Heathrow Airport T5', dropoff: 'SW1A 1AA' };
const stop = (street_name: string, number = '', postcode = '') => ({ street_name, number, postcode });

describe('what the Quote Now fields cannot hold goes to Additional Comments', () => {
  it.each<[string, Partial<BookingForm>, string[]]>([
    ['a plain one-way trip adds nothing', {}, []],
    [
      'stops, numbered, empty ones left out',
      { stops: [stop('Downing Street', '10', 'SW1A 2AA'), stop(''), stop('Baker Street')] },
      ['Stop 1: 10 Downing Street SW1A 2AA', 'Stop 2: Baker Street'],
    ],
    ['the flight number', { pickup_fight_number: ' BA117 ' }, ['Flight or Train Number: BA117']],
    [
      'hand luggage and counted extras above 0',
      { hand_luggages: 2, baby_seats: 1, booster_seats: 0, special_luggage: 1, waiting_min: 10 },
      ['Hand Luggage: 2', 'Baby Seats: 1', 'Special Luggage: 1', 'Waiting Minutes: 10'],
    ],
    ['yes/no extras only when yes', { meet_and_greet: 'yes', wheel_chair: 'no' }, ['Meet and Greet: Yes']],
    [
      'the return leg, one passenger',
      {
        select_option: 'return',
        return_pickup: 'SW1A 1AA',
        return_dropoff: 'Heathrow Airport T5',
        return_date: '2025-06-05',
        return_hour: '3pm',
        return_min: '05',
        return_passengers: 1,
        return_luggages: 2,
        return_fight_number: 'BA118',
        return_wheel_chair: 'yes',
      },
      [
        'Return: SW1A 1AA to Heathrow Airport T5, 05/06/2025 at 3:05pm, 1 Passenger',
        'Return Flight or Train Number: BA118',
        'Return Luggage: 2',
        'Return Wheelchair: Yes',
      ],
    ],
    [
      'the return leg, four passengers',
      {
        select_option: 'return',
        return_pickup: 'A',
        return_dropoff: 'B',
        return_date: '2025-06-05',
        return_hour: '12am',
        return_min: '30',
        return_passengers: 4,
      },
      ['Return: A to B, 05/06/2025 at 12:30am, 4 Passengers'],
    ],
  ])('%s', (_case, changes, lines) => {
    expect(distanceNotes({ ...oneWay, ...changes })).toEqual(lines);
  });

  it('says an hourly hire is one, and for how long', () => {
    expect(hourlyNotes({ ...defaultHourlyRateForm(NOW), pickup_duration: '6hour' })).toEqual(['Hourly Booking', 'Duration: 6 Hours']);
  });

  it("carries an hourly hire's flight or train", () => {
    expect(hourlyNotes({ ...defaultHourlyRateForm(NOW), pickup_fight_number: ' 1A23 ' })).toEqual([
      'Hourly Booking',
      'Duration: 4 Hours',
      'Flight or Train Number: 1A23',
    ]);
  });

  it.each([
    ['3pm', '05', '3:05pm'],
    ['12am', '00', '12:00am'],
    ['12pm', '30', '12:30pm'],
    ['15', '05', '15 05'],
  ])('%s %s reads %s', (hour, min, text) => {
    expect(timeText(hour, min)).toBe(text);
  });
});

describe('quoteNowDefaults carries the whole journey', () => {
  it('a distance journey: fields, then the notes', () => {
    const bookingForm = { ...oneWay, passengers: 3, luggages: 2, hand_luggages: 1, stops: [stop('Baker Street')] };
    expect(quoteNowDefaults({ bookingType: 'milleage', bookingForm, hourlyRateForm: null }, NOW)).toMatchObject({
      pickup: 'Heathrow Airport T5',
      dropoff: 'SW1A 1AA',
      passengers: '3',
      luggages: '2',
      comments: 'Stop 1: Baker Street\nHand Luggage: 1',
    });
  });

  it('an hourly journey: pick-up, date, time and the duration', () => {
    const hourlyRateForm = {
      ...defaultHourlyRateForm(NOW),
      pickup: 'M1 1AA',
      pickup_duration: '8hour',
      pickup_hour: '2pm',
      pickup_min: '15',
    };
    expect(quoteNowDefaults({ bookingType: 'hourly', bookingForm: oneWay, hourlyRateForm }, NOW)).toMatchObject({
      pickup: 'M1 1AA',
      dropoff: '',
      pickup_date: '2025-06-01',
      pickup_hour: '2pm',
      pickup_min: '15',
      comments: 'Hourly Booking\nDuration: 8 Hours',
    });
  });
});
