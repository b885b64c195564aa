import type { BookingForm, BookingType, HourlyRateForm, SelectedVehicleData, SelectedVehiclePricePayload } from '@booking/shared/api';

const EXTRAS = ['meet_and_greet', 'baby_seats', 'booster_seats', 'special_luggage', 'wheel_chair', 'waiting_min'] as const;

/** The edit payload's extras (product §10 "Pricing details the description leaves open"): each leg's options from the booking form. */
const extrasOf = (form: BookingForm | null) =>
  form
    ? Object.fromEntries(
        EXTRAS.flatMap((key) => [
          [key, form[key]],
          [`return_${key}`, form[`return_${key}`]],
        ]),
      )
    : {};

export interface SelectedVehiclePriceSources {
  selectedVehicleData: SelectedVehicleData;
  bookingType: BookingType | null;
  bookingForm: BookingForm | null;
  hourlyRateForm: HourlyRateForm | null;
}

/**
 * The calculate-selected-vehicle-price body for the stored choice: the vehicle, the journey of its kind,
 * the quantity and the extras. Personal details (price on entry) and Pay By Card (price before charging)
 * send the same request.
 */
export function selectedVehiclePricePayload({
  selectedVehicleData,
  bookingType,
  bookingForm,
  hourlyRateForm,
}: SelectedVehiclePriceSources): SelectedVehiclePricePayload {
  const type = bookingType ?? 'milleage';
  return {
    selectedVehicleData,
    bookingType: type,
    ...(type === 'hourly' ? { hourlyRateForm: hourlyRateForm ?? undefined } : { bookingForm: bookingForm ?? undefined }),
    quantity: selectedVehicleData.quantity,
    ...extrasOf(type === 'hourly' ? null : bookingForm),
  };
}
