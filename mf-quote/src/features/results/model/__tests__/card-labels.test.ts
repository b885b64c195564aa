import { filledStars, formatRating, largeCasesLabel, mediumCasesLabel, passengersLabel, quantityLabel, tripLabel, vehicleImageUrl } from '../card-labels';

describe('card labels (SPEC 2 "Each card")', () => {
  test.each([
    [passengersLabel(4), 'Up to 4 Passenger'],
    [passengersLabel(16), 'Up to 16 Passenger'],
    [largeCasesLabel(2), '2 large suitcases'],
    [mediumCasesLabel(0), '0 medium suitcases'],
    [quantityLabel(3), '3 x Vehicle Selected'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  test.each([
    ['milleage', 'return', 'Round Trip'],
    ['milleage', 'one_way', 'One Way'],
    [null, 'return', 'Round Trip'],
    ['hourly', 'return', 'One Way'],
    ['milleage', null, 'One Way'],
  ] as const)('%s booking, %s form: %s', (type, option, expected) => {
    expect(tripLabel(type, option ? { select_option: option } : null)).toBe(expected);
  });
});

describe('rating rounding', () => {
  test.each([
    [4.8, '4.8'],
    [4.66, '4.7'],
    [4.04, '4.0'],
    [4, '4.0'],
    ['4.25', '4.3'],
    [5.6, '5.0'],
    [0, null],
    ['n/a', null],
    [null, null],
  ])('%p shows %p', (rating, expected) => expect(formatRating(rating)).toBe(expected));

  test.each([
    [4.8, 5],
    [4.5, 5],
    [4.3, 4],
    [7, 5],
    [-1, 0],
  ])('%p fills %p stars', (rating, expected) => expect(filledStars(rating)).toBe(expected));
});

describe('vehicleImageUrl', () => {
  test.each([
    ['vehicles/saloon.svg', '/storage/vehicles/saloon.svg'],
    ['/storage/vehicles/saloon.svg', '/storage/vehicles/saloon.svg'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['  ', null],
  ])('%p -> %p', (image, expected) => expect(vehicleImageUrl(image)).toBe(expected));
});
