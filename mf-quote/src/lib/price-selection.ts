import {
  calculateSelectedVehiclePrice,
  type BookingForm,
  type BookingType,
  type HourlyRateForm,
  type PriceDetail,
  type SelectedVehicleData,
  type SelectedVehiclePricePayload,
} from '@booking/shared/api';
import { bookedQuantity, vehicleSelectionKey, type SelectionType } from '@booking/shared/domain';
import { repricedEntry, selectionRecord } from '../domain/selection';

// product §8's words for the selected-vehicle price.
const SELECTION_MESSAGES = {
  noSelection: 'No selected vehicle data found in localStorage.',
  noBookingForm: 'No BookingForm data found in localStorage.',
  noHourlyForm: 'HourlyRateForm data is missing.',
  failed: 'API response was not successful.',
} as const;

export interface SelectionInput {
  selected: SelectedVehicleData | null;
  bookingType: BookingType | null;
  bookingForm: BookingForm | null;
  hourlyRateForm: HourlyRateForm | null;
  priceDetails: readonly PriceDetail[];
}

export type SelectionOutcome = { ok: true; selected: SelectedVehicleData; priceDetails: PriceDetail[] } | { ok: false; message: string };

/** The edit payload (product §10 "Pricing details the description leaves open"): the extras of both legs plus the journey and quantity. */
function selectionPayload(
  selected: SelectedVehicleData,
  bookingType: BookingType,
  form: BookingForm | null,
  hourly: HourlyRateForm | null,
): SelectedVehiclePricePayload {
  const quantity = bookedQuantity(selected.selection_type, selected.quantity);
  if (bookingType === 'hourly') return { selectedVehicleData: selected, bookingType, hourlyRateForm: hourly ?? undefined, quantity };
  const f = form as BookingForm;
  return {
    selectedVehicleData: selected,
    bookingType,
    bookingForm: f,
    quantity,
    meet_and_greet: f.meet_and_greet,
    baby_seats: f.baby_seats,
    booster_seats: f.booster_seats,
    special_luggage: f.special_luggage,
    wheel_chair: f.wheel_chair,
    waiting_min: f.waiting_min,
    ...(f.select_option === 'return'
      ? {
          return_meet_and_greet: f.return_meet_and_greet,
          return_baby_seats: f.return_baby_seats,
          return_booster_seats: f.return_booster_seats,
          return_special_luggage: f.return_special_luggage,
          return_wheel_chair: f.return_wheel_chair,
          return_waiting_min: f.return_waiting_min,
        }
      : {}),
  };
}

/**
 * product §4: prices the stored selection with calculate-selected-vehicle-price and gives the new
 * selectedVehicleData (final_price the total to pay) and PriceDetails (that entry's price,
 * final_price and breakdown replaced, per vehicle). Never throws: a failure is a message.
 */
export async function priceSelection(input: SelectionInput, call = calculateSelectedVehiclePrice): Promise<SelectionOutcome> {
  const { selected, bookingForm, hourlyRateForm, priceDetails } = input;
  const bookingType = input.bookingType ?? 'milleage';
  if (!selected) return { ok: false, message: SELECTION_MESSAGES.noSelection };
  if (bookingType === 'hourly' ? !hourlyRateForm : !bookingForm) {
    return { ok: false, message: bookingType === 'hourly' ? SELECTION_MESSAGES.noHourlyForm : SELECTION_MESSAGES.noBookingForm };
  }
  try {
    const answer = await call(selectionPayload(selected, bookingType, bookingForm, hourlyRateForm));
    const key = vehicleSelectionKey(selected);
    const nextSelected = selectionRecord(selected, selected.selection_type, selected.quantity, answer);
    const nextDetails = priceDetails.map((entry) => (vehicleSelectionKey(entry) === key ? repricedEntry(entry, answer) : entry));
    return { ok: true, selected: nextSelected, priceDetails: nextDetails };
  } catch (error) {
    console.error('[mf_quote] calculate-selected-vehicle-price failed.', error);
    return { ok: false, message: SELECTION_MESSAGES.failed };
  }
}

/** The record stored before pricing: the card's entry, how it was chosen and its quantity. */
export function pendingSelection(entry: PriceDetail, selectionType: SelectionType, quantity: number): SelectedVehicleData {
  return { ...entry, selection_type: selectionType, quantity: bookedQuantity(selectionType, quantity) };
}
