import type { BookingForm } from '@booking/shared/api';
import { isExtraPriced, type ExtraName, type Settings } from '@booking/shared/domain';
import type { Row } from './journey-rows';

const yesNo = (value: string | undefined) => (value === 'yes' ? 'Yes' : 'No');

interface OptionRow extends Row {
  /** The extra whose price setting must be above 0 for the row to show. */
  extra?: ExtraName;
}

/**
 * The Options block (product §2, personal details page): priced extras only when their price is above 0.
 * Hand Luggage is shown beside Luggage: the forms ask for both (DECISIONS: one set of luggage names).
 */
export function optionRows(form: BookingForm, settings: Settings): Row[] {
  const rows: OptionRow[] = [
    { label: 'Passengers', value: String(form.passengers) },
    { label: 'Return', value: form.select_option === 'return' ? 'Yes' : 'No' },
    { label: 'Baby Seat', value: String(form.baby_seats), extra: 'baby_seats' },
    { label: 'Booster Seat', value: String(form.booster_seats), extra: 'booster_seats' },
    { label: 'Luggage', value: String(form.luggages) },
    { label: 'Hand Luggage', value: String(form.hand_luggages) },
    { label: 'Meet & Greet', value: yesNo(form.meet_and_greet), extra: 'meet_and_greet' },
    { label: 'Wheelchair', value: yesNo(form.wheel_chair), extra: 'wheel_chair' },
    { label: 'Waiting Time in mins', value: String(form.waiting_min), extra: 'waiting_min' },
    { label: 'Special Luggage', value: String(form.special_luggage), extra: 'special_luggage' },
  ];
  return rows.filter((row) => !row.extra || isExtraPriced(settings, row.extra)).map(({ label, value }) => ({ label, value }));
}

/** See Return Details: the return leg's passengers, seats, luggage and extras. */
export function returnOptionRows(form: BookingForm, settings: Settings): Row[] {
  const rows: OptionRow[] = [
    { label: 'Return Passengers', value: String(form.return_passengers) },
    { label: 'Return Baby Seat', value: String(form.return_baby_seats), extra: 'baby_seats' },
    { label: 'Return Booster Seat', value: String(form.return_booster_seats), extra: 'booster_seats' },
    { label: 'Return Luggage', value: String(form.return_luggages) },
    { label: 'Return Hand Luggage', value: String(form.return_hand_luggages) },
    { label: 'Return Wheelchair', value: yesNo(form.return_wheel_chair), extra: 'wheel_chair' },
    { label: 'Return Meet & Greet', value: yesNo(form.return_meet_and_greet), extra: 'meet_and_greet' },
    { label: 'Return Waiting Time in mins', value: String(form.return_waiting_min), extra: 'waiting_min' },
    { label: 'Return Special Luggage', value: String(form.return_special_luggage), extra: 'special_luggage' },
  ];
  return rows.filter((row) => !row.extra || isExtraPriced(settings, row.extra)).map(({ label, value }) => ({ label, value }));
}
