import { headline, trustPoints } from '../model/trust-points';

// The home page's trust strip (issue 31): licence, fixed prices, cancellation, then the brand's points.

it.each([
  [
    'Cancel free of charge up to 24 hours before pick-up. Within 24 hours, half the fare is charged.',
    'Cancel free of charge up to 24 hours before pick-up',
  ],
  ["Fixed price: fuel, tolls and VAT included; 45 minutes' free waiting at airports.", 'Fixed price: fuel, tolls and VAT included'],
  ['All inclusive', 'All inclusive'],
  ['Line one\nLine two', 'Line one'],
])('the headline of %j is %j', (text, expected) => expect(headline(text)).toBe(expected));

const brand = {
  logoUrl: null,
  primaryColor: '#0a58ca',
  accentColor: '#f2b705',
  heroImageUrl: null,
  licence: 'Licensed by TfL',
  trustPoints: ['24/7', 'Secure payment'],
};
const texts = {
  priceIncludes: 'Fixed price. Tolls included.',
  cancellationPolicy: 'Free cancellation up to 24 hours. Then half.',
  meetingInstructions: null,
  termsUrl: null,
  privacyUrl: null,
  sample: false,
};

it("lists the licence, the price and cancellation headlines, then the brand's points", () => {
  expect(trustPoints(brand, texts)).toEqual([
    'Licensed by TfL',
    'Fixed price',
    'Free cancellation up to 24 hours',
    '24/7',
    'Secure payment',
  ]);
});

it('leaves out what is not set', () => {
  expect(trustPoints({ ...brand, licence: null }, null)).toEqual(['24/7', 'Secure payment']);
  expect(trustPoints(null, null)).toEqual([]);
});
