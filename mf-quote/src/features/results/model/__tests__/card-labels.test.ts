import {
  filledStars,
  formatRating,
  handLuggageLabel,
  includesLabel,
  luggageLabel,
  passengersLabel,
  quantityLabel,
  tripLabel,
  vehicleImageUrl,
} from '../card-labels';

describe('card labels (product §2 "Each card")', () => {
  test.each([
    [passengersLabel(4), 'Up to 4 Passengers'],
    [passengersLabel(16), 'Up to 16 Passengers'],
    [passengersLabel(1), '1 Passenger'],
    [luggageLabel(2), 'Luggage: up to 2'],
    [luggageLabel(0), 'No Luggage'],
    [handLuggageLabel(1), 'Hand Luggage: up to 1'],
    [handLuggageLabel(0), 'No Hand Luggage'],
    [quantityLabel(3), '3 x Vehicle Selected'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  test.each([
    ['milleage', 'return', 'Round Trip'],
    ['milleage', 'one_way', 'One Way'],
    [null, 'return', 'Round Trip'],
    ['hourly', 'return', 'Hourly Hire'],
    ['hourly', null, 'Hourly Hire'],
    ['milleage', null, 'One Way'],
  ] as const)('%s booking, %s form: %s', (type, option, expected) => {
    expect(tripLabel(type, option ? { select_option: option } : null)).toBe(expected);
  });
});

describe('includes line (operator texts)', () => {
  test.each([
    [null, null],
    [{ priceIncludes: null }, null],
    [{ priceIncludes: '  ' }, null],
    [{ priceIncludes: 'Price includes VAT and tolls' }, 'Price includes VAT and tolls'],
    [{ priceIncludes: 'VAT, tolls and parking' }, 'Includes VAT, tolls and parking'],
  ])('%p -> %p', (texts, expected) => expect(includesLabel(texts)).toBe(expected));

  const sample = {
    priceIncludes: "Fixed price: fuel, tolls and VAT included; 45 minutes' free waiting at airports, 15 minutes elsewhere.",
  };
  test.each([
    [sample, false, sample.priceIncludes],
    [sample, true, 'Fixed price: fuel, tolls and VAT included.'],
    [{ priceIncludes: 'Free waiting time.' }, true, null],
    [{ priceIncludes: 'Fuel and VAT. Parking.' }, true, 'Includes Fuel and VAT. Parking.'],
  ])('%p, hourly %p -> %p (an hourly hire has no free waiting)', (texts, hourly, expected) =>
    expect(includesLabel(texts, hourly)).toBe(expected),
  );
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
