import type { BookingForm, HourlyRateForm } from '@booking/shared/api';
import { durationLabel, formatDisplayDate } from '@booking/shared/domain';

/** What the preview shows: the map's points, or the plain summary's lines without a maps key. */
export interface JourneyPreview {
  pickup: string;
  stops: string[];
  dropoff: string;
  when: string;
  duration?: string;
  returnWhen?: string;
}

const whenText = (date: string, hour: string, min: string) => (date ? `${formatDisplayDate(date)} ${hour} ${min}`.trim() : '');

const stopText = (stop: BookingForm['stops'][number]) =>
  [stop.number, stop.street_name, stop.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export function distancePreview(form: Partial<BookingForm>): JourneyPreview {
  return {
    pickup: form.pickup?.trim() ?? '',
    stops: (form.stops ?? []).map(stopText).filter(Boolean),
    dropoff: form.dropoff?.trim() ?? '',
    when: whenText(form.pickup_date ?? '', form.pickup_hour ?? '', form.pickup_min ?? ''),
    returnWhen:
      form.select_option === 'return' ? whenText(form.return_date ?? '', form.return_hour ?? '', form.return_min ?? '') : undefined,
  };
}

export function hourlyPreview(form: Partial<HourlyRateForm>): JourneyPreview {
  return {
    pickup: form.pickup?.trim() ?? '',
    stops: [],
    dropoff: '',
    when: whenText(form.pickup_date ?? '', form.pickup_hour ?? '', form.pickup_min ?? ''),
    duration: form.pickup_duration ? durationLabel(form.pickup_duration) : undefined,
  };
}
