import { addressRows, dateTimeRows, isHourly, type StoredJourney } from './journey-rows';

export interface CompactJourney {
  /** 'A to B' for a distance booking, 'A, 6 Hours' for an hourly hire; '' before a journey exists. */
  route: string;
  /** The pick-up date and time, and the return's for a return trip. */
  when: string;
}

const valueOf = (rows: { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value ?? '';

/** The one-line summary shown on phones above the cards (route and date), from the same rows as the panel. */
export function compactJourney(journey: StoredJourney): CompactJourney {
  const places = addressRows(journey);
  const times = dateTimeRows(journey);
  const pickup = valueOf(times, 'Pickup Date & Time');
  if (isHourly(journey)) {
    return { route: [valueOf(places, 'From'), valueOf(times, 'Pickup Duration')].filter(Boolean).join(', '), when: pickup };
  }
  const back = valueOf(times, 'Return Date & Time');
  return {
    route: [valueOf(places, 'From'), valueOf(places, 'To')].filter(Boolean).join(' to '),
    when: back ? `${pickup}, return ${back}` : pickup,
  };
}
