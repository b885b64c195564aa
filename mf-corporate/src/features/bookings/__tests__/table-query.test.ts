import { applyTableQuery, DEFAULT_QUERY, matchesSearch, matchesWhen, ukMoment, type TableQuery } from '../model/table-query';
import { aBooking } from './booking-factory';

// 12:00 UTC on 1 July 2026 is 13:00 in the UK (BST).
const NOW = Date.UTC(2026, 6, 1, 12, 0);

const bookings = [
  aBooking({ booking_number: 'A', pick_up_date: '2026-06-20', pick_up_time: '09:00', total_booking_amount: 50 }),
  aBooking({ booking_number: 'B', pick_up_date: '2026-07-01', pick_up_time: '12:30', total_booking_amount: 20 }),
  aBooking({ booking_number: 'C', pick_up_date: '2026-07-01', pick_up_time: '13:30', total_booking_amount: 90 }),
  aBooking({
    booking_number: 'D',
    pick_up_date: '2026-08-02',
    pick_up_time: '08:00',
    total_booking_amount: 35,
    drop_off_address: 'Gatwick South',
    booking_stops: [{ stop_address: 'Downing Street', stop_post_code: 'SW1A 2AA', stop_street_number: '10' }],
  }),
];
const numbers = (query: Partial<TableQuery>) =>
  applyTableQuery(bookings, { ...DEFAULT_QUERY, ...query }, NOW).rows.map((b) => b.booking_number);

describe('sort', () => {
  it.each([
    ['date-desc', ['D', 'C', 'B', 'A']],
    ['date-asc', ['A', 'B', 'C', 'D']],
    ['amount-desc', ['C', 'A', 'D', 'B']],
    ['amount-asc', ['B', 'D', 'A', 'C']],
  ] as const)('%s', (sort, expected) => expect(numbers({ sort })).toEqual(expected));
});

describe('filter', () => {
  it('reads now on the UK clock', () => expect(ukMoment(NOW)).toBe('2026-07-01 13:00'));

  it.each([
    ['all', ['D', 'C', 'B', 'A']],
    ['upcoming', ['D', 'C']],
    ['past', ['B', 'A']],
  ] as const)('%s', (when, expected) => expect(numbers({ when })).toEqual(expected));

  it('counts a pickup at this very minute as upcoming', () => {
    expect(matchesWhen(aBooking({ pick_up_date: '2026-07-01', pick_up_time: '13:00' }), 'upcoming', ukMoment(NOW))).toBe(true);
  });

  it.each([
    ['', true],
    ['10000001', true],
    ['heathrow', true],
    ['SAVOY', true],
    ['sw1a', false],
    ['manchester', false],
  ])('search %p matches the default booking: %p', (search, expected) => expect(matchesSearch(aBooking(), search)).toBe(expected));

  it('searches destinations and stops', () => {
    expect(numbers({ search: 'gatwick' })).toEqual(['D']);
    expect(numbers({ search: 'downing' })).toEqual(['D']);
  });
});

describe('pages of 10', () => {
  const many = Array.from({ length: 23 }, (_, i) =>
    aBooking({ booking_number: String(i + 1).padStart(2, '0'), pick_up_date: `2026-05-${String(i + 1).padStart(2, '0')}` }),
  );

  it.each([
    [1, 1, 10, 3, '01'],
    [2, 11, 20, 3, '11'],
    [3, 21, 23, 3, '21'],
    [9, 21, 23, 3, '21'],
    [0, 1, 10, 3, '01'],
  ])('page %p shows %p-%p of 23 (%p pages)', (page, from, to, pageCount, first) => {
    const view = applyTableQuery(many, { ...DEFAULT_QUERY, sort: 'date-asc', page }, NOW);
    expect([view.from, view.to, view.total, view.pageCount, view.rows[0].booking_number]).toEqual([from, to, 23, pageCount, first]);
  });

  it('has one empty page when nothing matches', () => {
    expect(applyTableQuery(many, { ...DEFAULT_QUERY, search: 'nothing' }, NOW)).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
    });
  });
});
