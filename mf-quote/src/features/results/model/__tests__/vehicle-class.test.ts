import { samplePriceDetails } from '@booking/shared/testing';
import { classDrawingUrl, classOptions, entriesOfClass, isClassChoice, vehicleClassOf } from '../vehicle-class';

const offer = (vehicle_type: string, max_seat = 4) => ({ ...samplePriceDetails[0], vehicle_type, max_seat });

describe('vehicleClassOf: the class of an operator’s vehicle name', () => {
  test.each([
    ['Saloon', 4, 'saloon'],
    ['Standard Car', 4, 'saloon'],
    ['Estate', 4, 'estate'],
    ['Executive', 3, 'executive'],
    ['Executive MPV', 7, 'executive'],
    ['Business Class', 3, 'executive'],
    ['MPV6', 6, 'mpv'],
    ['MPV8', 8, 'mpv'],
    ['People Carrier', 7, 'mpv'],
    ['7 Seater', 7, 'mpv'],
    ['Minibus', 16, 'minibus'],
    ['Minibus 16 Seater', 16, 'minibus'],
    ['Mini Bus', 12, 'minibus'],
    // No rule knows the name: the seats decide, and a small one is 'Other'.
    ['Wheelchair Accessible', 6, 'mpv'],
    ['Shuttle', 14, 'minibus'],
    ['Motorbike', 1, 'other'],
  ])('%s with %i seats is %s', (name, seats, expected) => expect(vehicleClassOf(offer(name, seats))).toBe(expected));
});

describe('classOptions', () => {
  test('All first, then the classes present in the filter’s order, each with its count', () => {
    const options = classOptions([offer('MPV6', 6), offer('Saloon'), offer('Saloon'), offer('Motorbike', 1)]);
    expect(options).toEqual([
      { value: 'all', label: 'All', count: 4 },
      { value: 'saloon', label: 'Saloon', count: 2 },
      { value: 'mpv', label: 'MPV', count: 1 },
      { value: 'other', label: 'Other', count: 1 },
    ]);
  });

  test('no filter for one class, or none', () => {
    expect(classOptions([offer('Saloon'), offer('Standard Car')])).toEqual([]);
    expect(classOptions([])).toEqual([]);
  });
});

test('entriesOfClass keeps the offers of the class, all for all', () => {
  const list = [offer('Saloon'), offer('Estate')];
  expect(entriesOfClass(list, 'estate')).toEqual([list[1]]);
  expect(entriesOfClass(list, 'all')).toBe(list);
});

test.each([
  ['all', true],
  ['minibus', true],
  ['van', false],
  [null, false],
])('isClassChoice(%p) is %p', (value, expected) => expect(isClassChoice(value)).toBe(expected));

test.each([
  ['Saloon', 4, '/storage/vehicles/saloon.svg'],
  ['Executive', 3, '/storage/vehicles/executive.svg'],
  ['MPV', 6, '/storage/vehicles/mpv6.svg'],
  ['People Carrier', 8, '/storage/vehicles/mpv8.svg'],
  ['Minibus', 16, '/storage/vehicles/minibus.svg'],
  ['Motorbike', 1, '/storage/vehicles/saloon.svg'],
])('the drawing of a %s with %i seats is %s', (name, seats, url) => expect(classDrawingUrl(offer(name, seats))).toBe(url));
