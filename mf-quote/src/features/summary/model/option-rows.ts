import type { BookingForm } from '@booking/shared/api';
import { isExtraPriced, type ExtraName, type Settings } from '@booking/shared/domain';
import type { Row } from './journey-rows';

const yesNo = (value: unknown) => (value === 'yes' ? 'Yes' : 'No');

/** The options a leg carries: the label, the extra whose price must be above 0 for it to show. */
const OPTION = {
  passengers: { label: 'Passengers' },
  baby_seats: { label: 'Baby Seat', extra: 'baby_seats' },
  booster_seats: { label: 'Booster Seat', extra: 'booster_seats' },
  luggages: { label: 'Luggage' },
  hand_luggages: { label: 'Hand Luggage' },
  meet_and_greet: { label: 'Meet & Greet', extra: 'meet_and_greet', yesNo: true },
  wheel_chair: { label: 'Wheelchair', extra: 'wheel_chair', yesNo: true },
  waiting_min: { label: 'Waiting Time in mins', extra: 'waiting_min' },
  special_luggage: { label: 'Special Luggage', extra: 'special_luggage' },
} as const satisfies Record<string, { label: string; extra?: ExtraName; yesNo?: true }>;
type OptionName = keyof typeof OPTION;
type Option = { label: string; extra?: ExtraName; yesNo?: true };

const OUTBOUND: OptionName[] = [
  'passengers',
  'baby_seats',
  'booster_seats',
  'luggages',
  'hand_luggages',
  'meet_and_greet',
  'wheel_chair',
  'waiting_min',
  'special_luggage',
];
const RETURN: OptionName[] = [
  'passengers',
  'baby_seats',
  'booster_seats',
  'luggages',
  'hand_luggages',
  'wheel_chair',
  'meet_and_greet',
  'waiting_min',
  'special_luggage',
];

/** One leg's rows, in `names` order; the return leg's fields and labels carry "return". */
function legRows(form: BookingForm, settings: Settings, names: OptionName[], leg: 'outbound' | 'return'): Row[] {
  return names.flatMap((name) => {
    const option: Option = OPTION[name];
    if (option.extra && !isExtraPriced(settings, option.extra)) return [];
    const value = form[(leg === 'return' ? `return_${name}` : name) as keyof BookingForm];
    return [{ label: leg === 'return' ? `Return ${option.label}` : option.label, value: option.yesNo ? yesNo(value) : String(value) }];
  });
}

/**
 * The Options block (product §2, personal details page): priced extras only when their price is above 0.
 * Hand Luggage is shown beside Luggage: the forms ask for both (product §10 "Visitor clarity": one set of
 * luggage names).
 */
export function optionRows(form: BookingForm, settings: Settings): Row[] {
  const [passengers, ...rest] = legRows(form, settings, OUTBOUND, 'outbound');
  return [passengers, { label: 'Return', value: form.select_option === 'return' ? 'Yes' : 'No' }, ...rest];
}

/** See Return Details: the return leg's passengers, seats, luggage and extras. */
export function returnOptionRows(form: BookingForm, settings: Settings): Row[] {
  return legRows(form, settings, RETURN, 'return');
}
