import { isMeetAndGreetAlwaysIncluded, meetingInstructions, pickupPlace } from '../model/meeting';

const HALL = "Your driver meets you in the arrivals hall with a name board showing the lead passenger's name.";
const FLIGHT = "We track your flight, so a delay costs you nothing: the 45 minutes' free waiting starts when you land.";
const CALL = 'If you cannot find your driver, call our 24/7 line.';
const SAMPLE = `${HALL} ${FLIGHT} ${CALL}`;
const TRAIN = 'Tell us your train and we wait if it is late.';

describe('pickupPlace', () => {
  test.each([
    ['Heathrow Airport Terminal 5, Hounslow TW6 2GA', 'airport'],
    ['Gatwick North Terminal', 'airport'],
    ["King's Cross Station, Euston Road, London N1C 4AP", 'station'],
    ['12 Station Road, Reading RG1 1LG', null],
    ['10 Downing Street, London SW1A 2AA', null],
    [null, null],
  ])('%p is %p', (address, place) => expect(pickupPlace(address)).toBe(place));
});

describe('isMeetAndGreetAlwaysIncluded', () => {
  test.each([
    [SAMPLE, false],
    ['Meet and greet is always included at no extra cost.', true],
    ['Every airport pick-up includes meet & greet.', true],
    ['Meet and greet can be added when you book.', false],
  ])('%p: %p', (text, expected) => expect(isMeetAndGreetAlwaysIncluded(text)).toBe(expected));
});

// product §10 "What the visitor sees": meeting instructions only for an airport or station pick-up; the
// arrivals-hall sentence only when meet and greet applies (chosen, or always included by the operator).
describe('meetingInstructions', () => {
  test.each([
    ['an airport with meet and greet: all of it', SAMPLE, 'Heathrow Airport', true, SAMPLE],
    ['an airport without meet and greet: no arrivals hall', SAMPLE, 'Heathrow Airport', false, `${FLIGHT} ${CALL}`],
    ['a station: no flight either', SAMPLE, "King's Cross Station", false, CALL],
    ['a train sentence only at a station', `${TRAIN} ${CALL}`, 'Heathrow Airport', false, CALL],
    ['a train sentence at a station', `${TRAIN} ${CALL}`, 'Paddington Station', false, `${TRAIN} ${CALL}`],
    [
      'meet and greet always included: the arrivals hall though not chosen',
      `Meet and greet is always included. ${HALL}`,
      'Gatwick Airport',
      false,
      `Meet and greet is always included. ${HALL}`,
    ],
    ['line breaks kept', `${HALL}\n${CALL}`, 'Heathrow Airport', true, `${HALL}\n${CALL}`],
    ['a street address: none', SAMPLE, '10 Downing Street', true, null],
    ['a Station Road: none', SAMPLE, '12 Station Road, Reading', true, null],
    ['no text: none', null, 'Heathrow Airport', true, null],
    ['nothing true left: none', HALL, 'Heathrow Airport', false, null],
  ])('%s', (_name, text, pickup, meetAndGreet, expected) => expect(meetingInstructions(text, pickup, meetAndGreet)).toBe(expected));
});
