import { mentionsAirportOrStation, mentionsAirportOrTerminal } from '../places';

describe('mentionsAirportOrTerminal', () => {
  test.each([
    ['Heathrow Airport', true],
    ['heathrow TERMINAL 5', true],
    ['Gatwick airport, RH6 0NP', true],
    ['10 Downing Street', false],
    ['', false],
    [null, false],
  ])('%p -> %p', (text, result) => expect(mentionsAirportOrTerminal(text)).toBe(result));
});

describe("mentionsAirportOrStation: the search forms' flight or station field", () => {
  test.each([
    ['Heathrow Airport Terminal 5, TW6 2GA', true],
    ['Dover Ferry Terminal', true],
    ['King’s Cross Station, London N1C 4QP', true],
    ['Manchester Piccadilly station', true],
    ['Station Approach, Woking GU22 7AE', true],
    ['12 Station Road, Reading RG1 1LG', false],
    ['3 station street, Bath', false],
    ['10 Downing Street', false],
    ['', false],
    [null, false],
  ])('%p -> %p', (text, result) => expect(mentionsAirportOrStation(text)).toBe(result));
});
