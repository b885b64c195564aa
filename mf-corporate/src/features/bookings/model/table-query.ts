import type { CorporateBooking } from '@booking/shared/api';
import { ukNow } from '@booking/shared/domain';

// Beyond the product description: sort, an upcoming / past filter in UK time, a text search, and pages of 10.

export type SortKey = 'date-desc' | 'date-asc' | 'amount-desc' | 'amount-asc';
export type WhenFilter = 'all' | 'upcoming' | 'past';

export interface TableQuery {
  sort: SortKey;
  when: WhenFilter;
  search: string;
  page: number;
}

const PAGE_SIZE = 10;
export const DEFAULT_QUERY: TableQuery = { sort: 'date-desc', when: 'all', search: '', page: 1 };

export const SORT_OPTIONS: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'date-desc', label: 'Pickup date, newest first' },
  { value: 'date-asc', label: 'Pickup date, oldest first' },
  { value: 'amount-desc', label: 'Amount, highest first' },
  { value: 'amount-asc', label: 'Amount, lowest first' },
];

export const WHEN_OPTIONS: ReadonlyArray<{ value: WhenFilter; label: string }> = [
  { value: 'all', label: 'All bookings' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM' of the pickup, comparable as text: code unit by code unit, not by localeCompare, whose
 * first call builds a collator (a long task on the page's load, docs/decisions/performance.md). */
function pickupMoment(booking: CorporateBooking): string {
  const time = /^(\d{1,2}):(\d{2})/.exec(booking.pick_up_time ?? '');
  return `${(booking.pick_up_date ?? '').slice(0, 10)} ${time ? `${pad2(Number(time[1]))}:${time[2]}` : '00:00'}`;
}

/** Now on the UK's wall clock, in pickupMoment's shape. */
export function ukMoment(now: Date | number = Date.now()): string {
  const uk = ukNow(now);
  return `${uk.getFullYear()}-${pad2(uk.getMonth() + 1)}-${pad2(uk.getDate())} ${pad2(uk.getHours())}:${pad2(uk.getMinutes())}`;
}

export function matchesWhen(booking: CorporateBooking, when: WhenFilter, nowMoment: string): boolean {
  if (when === 'all') return true;
  const upcoming = pickupMoment(booking) >= nowMoment;
  return when === 'upcoming' ? upcoming : !upcoming;
}

/** Case-insensitive search over the booking number and every address (pickup, destination, stops). */
export function matchesSearch(booking: CorporateBooking, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    booking.booking_number,
    booking.pick_up_address,
    booking.drop_off_address,
    ...(booking.booking_stops ?? []).flatMap((stop) => [stop.stop_address, stop.stop_post_code]),
  ];
  return haystack.some((text) => (text ?? '').toString().toLowerCase().includes(needle));
}

const amountOf = (booking: CorporateBooking) => Number(booking.total_booking_amount) || 0;

function compareBookings(sort: SortKey) {
  return (a: CorporateBooking, b: CorporateBooking): number => {
    const [at, bt] = [pickupMoment(a), pickupMoment(b)];
    const byDate = at < bt ? -1 : at > bt ? 1 : 0;
    const byAmount = amountOf(a) - amountOf(b);
    switch (sort) {
      case 'date-asc':
        return byDate || byAmount;
      case 'date-desc':
        return -byDate || -byAmount;
      case 'amount-asc':
        return byAmount || byDate;
      case 'amount-desc':
        return -byAmount || -byDate;
    }
  };
}

export interface TableView {
  rows: CorporateBooking[];
  total: number;
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when none). */
  from: number;
  to: number;
}

/** Filters, sorts and cuts one page; a page out of range is brought back into range. */
export function applyTableQuery(bookings: readonly CorporateBooking[], query: TableQuery, now: Date | number = Date.now()): TableView {
  const nowMoment = ukMoment(now);
  const kept = bookings
    .filter((booking) => matchesWhen(booking, query.when, nowMoment) && matchesSearch(booking, query.search))
    .sort(compareBookings(query.sort));
  const pageCount = Math.max(1, Math.ceil(kept.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount);
  const start = (page - 1) * PAGE_SIZE;
  const rows = kept.slice(start, start + PAGE_SIZE);
  return { rows, total: kept.length, page, pageCount, from: rows.length ? start + 1 : 0, to: start + rows.length };
}
