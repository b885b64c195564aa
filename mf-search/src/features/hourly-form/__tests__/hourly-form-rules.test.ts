import { hourlyFormIssues, initialHourlyForm } from '../model/hourly-form-schema';
import { DURATION_OPTIONS } from '../../../domain/time';

const at = (iso: string) => new Date(iso).getTime();

describe('hourly form', () => {
  // The product's 'today, 12am' is always in the past: the first search would fail with 'Urgent Booking!'.
  it.each([
    ['noon GMT, 2 hours of grace', '2025-01-15T12:00:00Z', 120, '2025-01-15', '2pm', '00'],
    ['10:02 BST, 2 hours of grace', '2025-06-01T09:02:00Z', 120, '2025-06-01', '12pm', '05'],
    ['00:20 BST while UTC is still on the day before', '2025-07-14T23:20:00Z', 0, '2025-07-15', '12am', '20'],
    ['21:27 GMT, 3 hours: the next day', '2026-11-24T21:27:00Z', 180, '2026-11-25', '12am', '30'],
  ])('starts at the first bookable slot: %s', (_case, now, grace, pickup_date, pickup_hour, pickup_min) => {
    expect(initialHourlyForm(null, at(now), grace)).toEqual({ pickup: '', pickup_duration: '4hour', pickup_date, pickup_hour, pickup_min });
  });

  it('offers 4 to 24 hours', () => {
    expect(DURATION_OPTIONS[0]).toBe('4hour');
    expect(DURATION_OPTIONS.at(-1)).toBe('24hour');
    expect(DURATION_OPTIONS).toHaveLength(21);
  });

  it('asks for a pickup and refuses a past day', () => {
    const form = { ...initialHourlyForm(null, at('2025-01-15T12:00:00Z')), pickup_date: '2025-01-14' };
    expect(hourlyFormIssues(form, at('2025-01-15T12:00:00Z')).map((i) => i.message)).toEqual([
      'Enter the Pickup address',
      'Pick-up date cannot be earlier than today.',
    ]);
  });

  it.each([
    ['an hour ago', '11am', '00', ['This time has already passed. Choose a later time.']],
    ['this very minute, on a 5-minute mark', '12pm', '00', []],
    ['inside the grace time: the API says so', '1pm', '00', []],
  ])('catches a passed time before any call: %s', (_case, pickup_hour, pickup_min, messages) => {
    const form = { ...initialHourlyForm(null, at('2025-01-15T12:00:00Z')), pickup: 'M1 1AA', pickup_hour, pickup_min };
    expect(hourlyFormIssues(form, at('2025-01-15T12:00:00Z')).map((i) => i.message)).toEqual(messages);
  });

  it.each([
    ['a passed date', '2025-01-10', '3pm', '2025-01-15', '2pm', '00'],
    ['today, inside the grace time', '2025-01-15', '1pm', '2025-01-15', '2pm', '00'],
    ['today, after the grace time', '2025-01-15', '3pm', '2025-01-15', '3pm', '30'],
    ['a later day', '2025-01-20', '9am', '2025-01-20', '9am', '30'],
  ])('keeps a saved journey while bookable, else moves it to the slot: %s', (_case, date, hour, pickup_date, pickup_hour, pickup_min) => {
    const saved = { pickup: 'M1 1AA', pickup_duration: '6hour', pickup_date: date, pickup_hour: hour, pickup_min: '30' };
    expect(initialHourlyForm(saved, at('2025-01-15T12:00:00Z'), 120)).toEqual({ ...saved, pickup_date, pickup_hour, pickup_min });
  });
});
