import { mentionsAirportOrStation, mentionsAirportOrTerminal } from '@booking/shared/domain';

// Where the driver meets a leg's pick-up (product §10 "What the visitor sees"): the operator's meeting
// instructions, only for an airport or station pick-up, and only the sentences that are true of it.

export type PickupPlace = 'airport' | 'station' | null;

/** An airport or terminal (product §2's rule), else a station (not a 'Station Road'), else neither. */
export function pickupPlace(address: string | null | undefined): PickupPlace {
  if (mentionsAirportOrTerminal(address)) return 'airport';
  return mentionsAirportOrStation(address) ? 'station' : null;
}

/** A sentence about meeting inside the terminal: what meet and greet is. */
const MEET_AND_GREET = /arrivals hall|name ?board|meet\s*(?:and|&)\s*greet/i;
const FLIGHT = /\b(?:flights?|land|lands|landing|landed)\b/i;
const TRAIN = /\b(?:trains?|platforms?)\b/i;

/** True when the text says meet and greet comes with every pick-up ('Meet and greet is always included.'). */
export function isMeetAndGreetAlwaysIncluded(text: string): boolean {
  return sentences(text).some(
    (sentence) => /meet\s*(?:and|&)\s*greet/i.test(sentence) && /\b(?:always|every|all)\b/i.test(sentence) && /includ/i.test(sentence),
  );
}

const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim());
const sentences = (text: string) => text.split('\n').flatMap(sentencesOf);

/**
 * The meeting instructions for one leg: null unless it is picked up at an airport or a station. Of the
 * operator's sentences, one about the arrivals hall (a name board, meet and greet) only when meet and
 * greet applies: chosen for this leg, or always included by the operator's own words; one about a
 * flight only at an airport, one about a train only at a station. Null when nothing true is left.
 */
export function meetingInstructions(
  text: string | null | undefined,
  pickup: string | null | undefined,
  meetAndGreet: boolean,
): string | null {
  const place = pickupPlace(pickup);
  if (!place || !text?.trim()) return null;
  const withGreeter = meetAndGreet || isMeetAndGreetAlwaysIncluded(text);
  const isTrue = (sentence: string) =>
    (withGreeter || !MEET_AND_GREET.test(sentence)) &&
    (place === 'airport' || !FLIGHT.test(sentence)) &&
    (place === 'station' || !TRAIN.test(sentence));
  // Paragraph by paragraph, so the operator's line breaks stay.
  const kept = text
    .split('\n')
    .map((paragraph) => sentencesOf(paragraph).filter(isTrue).join(' '))
    .filter(Boolean);
  return kept.length ? kept.join('\n') : null;
}
