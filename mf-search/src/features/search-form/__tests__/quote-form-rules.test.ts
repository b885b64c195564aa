import { defaultBookingForm } from '../../../domain/forms';
import { addReturnLeg, changePickupDate, removeReturnLeg, returnFieldsToCopy, returnTimeOf } from '../model/return-leg';
import { quoteFormIssues, toStoredBookingForm } from '../model/quote-form-schema';
import { COUNTER_RANGES, PASSENGER_OPTIONS, visibleExtras } from '../model/extras';
import { HOUR_OPTIONS, MINUTE_OPTIONS } from '../../../domain/time';

const at = (iso: string) => new Date(iso).getTime();
const NOW = at('2025-06-01T09:02:00Z'); // 10:02 in the UK (BST)

describe('hour and minute options', () => {
  it('lists 12am to 11pm and minutes 00 to 55 in fives', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS.slice(0, 2)).toEqual(['12am', '1am']);
    expect(HOUR_OPTIONS.slice(11, 14)).toEqual(['11am', '12pm', '1pm']);
    expect(MINUTE_OPTIONS).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });

  it('offers 1 to 20 passengers', () => {
    expect(PASSENGER_OPTIONS[0]).toBe(1);
    expect(PASSENGER_OPTIONS.at(-1)).toBe(20);
  });
});

describe('return leg', () => {
  const base = { ...defaultBookingForm(NOW), pickup: 'Heathrow Airport T5', dropoff: 'Short Rd', passengers: 3, return_passengers: 0 };

  it('copies a long pick-up into the empty return drop-off, and passengers, on Add Return', () => {
    const form = addReturnLeg(base);
    expect(form).toMatchObject({ select_option: 'return', return_dropoff: 'Heathrow Airport T5', return_pickup: '', return_passengers: 3 });
  });

  it.each([
    ['the outward time, not midnight', '3pm', '30', '12am', '00', false, { return_hour: '3pm', return_min: '30' }],
    ['the outward time over an earlier one the form set', '9am', '05', '6pm', '15', false, { return_hour: '9am', return_min: '05' }],
    ['a return time the visitor chose', '9am', '05', '6pm', '15', true, { return_hour: '6pm', return_min: '15' }],
    ['the outward time at midnight too', '12am', '00', '4pm', '45', false, { return_hour: '12am', return_min: '00' }],
  ])('starts the return at %s', (_case, pickup_hour, pickup_min, return_hour, return_min, keep, expected) => {
    expect(addReturnLeg({ ...base, pickup_hour, pickup_min, return_hour, return_min }, keep)).toMatchObject(expected);
  });

  it('reads the return time as one value', () => {
    expect(returnTimeOf({ return_hour: '6pm', return_min: '15' })).toBe('6pm:15');
  });

  it('never overwrites a return field already filled', () => {
    expect(addReturnLeg({ ...base, return_dropoff: 'Gatwick' }).return_dropoff).toBe('Gatwick');
    expect(addReturnLeg({ ...base, return_passengers: 2 }).return_passengers).toBe(2);
  });

  it('treats the untouched default of 1 return passenger as empty', () => {
    expect(addReturnLeg({ ...base, return_passengers: 1 }).return_passengers).toBe(3);
  });

  it.each([
    ['a one-way trip', { ...base, select_option: 'one_way' as const }, {}],
    [
      'addresses typed after Add Return',
      { ...base, select_option: 'return' as const, dropoff: 'Gatwick Airport North Terminal' },
      { return_pickup: 'Gatwick Airport North Terminal', return_dropoff: 'Heathrow Airport T5', return_passengers: 3 },
    ],
    [
      'return fields already filled',
      { ...base, select_option: 'return' as const, return_pickup: 'A', return_dropoff: 'B', return_passengers: 2 },
      {},
    ],
  ])('fills on submit only the empty return fields (%s)', (_case, form, expected) => {
    expect(returnFieldsToCopy(form)).toEqual(expected);
  });

  it('goes back to one way on the cross', () => {
    expect(removeReturnLeg(addReturnLeg(base)).select_option).toBe('one_way');
  });

  it('moves the return date to the day after a new pick-up date, across a month end', () => {
    expect(changePickupDate(base, '2025-06-30')).toMatchObject({ pickup_date: '2025-06-30', return_date: '2025-07-01' });
  });
});

describe('quote form rules', () => {
  const filled = { ...defaultBookingForm(NOW), pickup: 'LHR', dropoff: 'SW1A 1AA' };

  it('asks for both addresses', () => {
    const messages = quoteFormIssues({ ...filled, pickup: ' ', dropoff: '' }, NOW).map((i) => i.message);
    expect(messages).toEqual(['Enter the Pick-Up address', 'Enter the Drop-Off address']);
  });

  it('refuses yesterday in the UK but accepts today at a time ahead', () => {
    expect(quoteFormIssues({ ...filled, pickup_date: '2025-05-31' }, NOW)[0]?.message).toBe('Pick-up date cannot be earlier than today.');
    expect(quoteFormIssues({ ...filled, pickup_date: '2025-06-01', pickup_hour: '3pm' }, NOW)).toEqual([]);
  });

  it('at 00:30 UK time (23:30 UTC the day before) today is already the new day', () => {
    const halfPastMidnight = at('2025-06-01T23:30:00Z');
    expect(quoteFormIssues({ ...filled, pickup_date: '2025-06-01' }, halfPastMidnight)).toHaveLength(1);
    expect(quoteFormIssues({ ...filled, pickup_date: '2025-06-02', pickup_hour: '9am' }, halfPastMidnight)).toEqual([]);
  });

  // product §10 "What the visitor sees": before any call; a time ahead inside the grace time is the API's.
  it.each([
    ['today, an hour ago', '2025-06-01', '9am', '00', ['pickup_hour']],
    ['today, 10:00 at 10:02', '2025-06-01', '10am', '00', ['pickup_hour']],
    ['today, the next 5-minute mark', '2025-06-01', '10am', '05', []],
    ['today, inside a grace time (the API says so)', '2025-06-01', '11am', '00', []],
    ['tomorrow, an earlier hour', '2025-06-02', '9am', '00', []],
    ['yesterday: the date says it, once', '2025-05-31', '11pm', '00', ['pickup_date']],
  ])('a passed pick-up time: %s', (_case, pickup_date, pickup_hour, pickup_min, paths) => {
    const issues = quoteFormIssues({ ...filled, pickup_date, pickup_hour, pickup_min }, NOW);
    expect(issues.map((i) => i.path[0])).toEqual(paths);
    if (paths[0] === 'pickup_hour') expect(issues[0].message).toBe('This time has already passed. Choose a later time.');
  });

  it('says a passed return time beside the return hour', () => {
    const today = { ...filled, pickup_date: '2025-06-01', pickup_hour: '11am', select_option: 'return' as const };
    const form = { ...today, return_pickup: 'SW1A 1AA', return_dropoff: 'LHR', return_date: '2025-06-01', return_hour: '9am' };
    expect(quoteFormIssues(form, NOW)).toEqual([{ path: ['return_hour'], message: 'This time has already passed. Choose a later time.' }]);
    expect(quoteFormIssues({ ...form, return_hour: '6pm' }, NOW)).toEqual([]);
  });

  it('asks for the return addresses and a return date not before the pick-up', () => {
    const form = { ...filled, select_option: 'return' as const, return_date: '2025-06-01' };
    expect(quoteFormIssues(form, NOW).map((i) => i.path[0])).toEqual(['return_pickup', 'return_dropoff', 'return_date']);
  });

  it('drops empty stops before storing', () => {
    const stops = [
      { street_name: 'High St', number: '1', postcode: '' },
      { street_name: ' ', number: '', postcode: '' },
    ];
    expect(toStoredBookingForm({ ...filled, stops }).stops).toHaveLength(1);
  });

  const oldReturn = {
    return_pickup: 'Old return pick-up',
    return_dropoff: 'Old return drop-off',
    return_date: '2025-06-09',
    return_hour: '5pm',
    return_min: '30',
    return_passengers: 4,
    return_fight_number: 'BA123',
    return_waiting_min: 10,
    return_luggages: 2,
    return_hand_luggages: 1,
    return_special_luggage: 1,
    return_meet_and_greet: 'yes' as const,
    return_baby_seats: 2,
    return_booster_seats: 1,
    return_wheel_chair: 'yes' as const,
  };

  it.each([
    ['return_pickup', ''],
    ['return_dropoff', ''],
    ['return_date', ''],
    ['return_hour', '12am'],
    ['return_min', '00'],
    ['return_passengers', 1],
    ['return_fight_number', ''],
    ['return_waiting_min', 0],
    ['return_luggages', 0],
    ['return_hand_luggages', 0],
    ['return_special_luggage', 0],
    ['return_meet_and_greet', 'no'],
    ['return_baby_seats', 0],
    ['return_booster_seats', 0],
    ['return_wheel_chair', 'no'],
  ] as const)('blanks %s on a one-way trip (to %p)', (name, blank) => {
    expect(toStoredBookingForm({ ...filled, ...oldReturn, select_option: 'one_way' })[name]).toBe(blank);
  });

  it('keeps the return leg of a return trip', () => {
    expect(toStoredBookingForm({ ...filled, ...oldReturn, select_option: 'return' })).toMatchObject(oldReturn);
  });
});

describe('extras', () => {
  it('shows only the extras priced above 0', () => {
    const shown = visibleExtras({ MEET_AND_GREET: '10', WHEEL_CHAIR: '0', BABY_PRICE_PER_SEAT: '5', BOOSTER_PRICE_PER_SEAT: '' });
    expect([...shown]).toEqual(['meet_and_greet', 'baby_seats']);
  });

  it('keeps product §5 counter ranges', () => {
    expect(COUNTER_RANGES.waiting_min).toEqual({ min: 0, max: 100, step: 5 });
    expect(COUNTER_RANGES.baby_seats.max).toBe(15);
    expect(COUNTER_RANGES.luggages.max).toBe(20);
  });
});
