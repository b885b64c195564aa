import { ApiError, calculateDistancePrice, calculateHourlyPrice, type PriceDetail } from '@booking/shared/api';
import { defaultBookingForm, defaultHourlyRateForm } from '../../../domain/forms';
import { NO_VEHICLE_MESSAGE, priceDistanceJourney, priceHourlyJourney } from '../model/price-journey';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateDistancePrice: jest.fn(),
  calculateHourlyPrice: jest.fn(),
}));

const distanceCall = calculateDistancePrice as jest.MockedFunction<typeof calculateDistancePrice>;
const hourlyCall = calculateHourlyPrice as jest.MockedFunction<typeof calculateHourlyPrice>;

// 10:00 UK on 1 June 2025 (BST).
const NOW = Date.UTC(2025, 5, 1, 9, 0);

const entry = (over: Partial<PriceDetail>): PriceDetail => ({
  vehicle_id: 1,
  company_id: 1,
  company_name: 'A Cars',
  vehicle_type: 'Saloon',
  vehicle_image: 'saloon.png',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  rating: 4.5,
  price: 50,
  final_price: 50,
  breakdown: { base_fare: 50, return_fare: 0, extras: [], quantity: 1, final_price: 50 },
  via_miles: 12.5,
  time_duration: 1800,
  ...over,
});

const fleet = [
  entry({ vehicle_id: 1, max_seat: 4, price: 40 }),
  entry({ vehicle_id: 2, vehicle_type: 'Minibus', max_seat: 16, luggage: 16, small_luggage: 16, price: 120 }),
  entry({ vehicle_id: 1, company_id: 2, company_name: 'B Cars', max_seat: 4, price: 35 }),
];

const form = (over = {}) => ({ ...defaultBookingForm(NOW), pickup: 'LHR', dropoff: 'SW1A 1AA', ...over });
const noSettings = {};

beforeEach(() => jest.resetAllMocks());

describe('priceDistanceJourney', () => {
  it('posts the stored form and keeps every vehicle that fits', async () => {
    distanceCall.mockResolvedValue(fleet);
    const outcome = await priceDistanceJourney(form({ passengers: 3 }), noSettings, NOW);
    expect(distanceCall).toHaveBeenCalledWith(expect.objectContaining({ pickup: 'LHR', passengers: 3 }));
    expect(outcome).toEqual({
      kind: 'priced',
      priceDetails: fleet,
      bookingType: 'milleage',
      calculatedDistance: { via_miles: 12.5, time_duration: 1800 },
    });
  });

  it('keeps only the vehicles that fit all three limits', async () => {
    distanceCall.mockResolvedValue(fleet);
    const outcome = await priceDistanceJourney(form({ passengers: 6 }), noSettings, NOW);
    expect(outcome.kind === 'priced' && outcome.priceDetails.map((p) => p.vehicle_type)).toEqual(['Minibus']);
  });

  it('lists each exceeded limit word for word, and offers the vehicles that carry the party together', async () => {
    distanceCall.mockResolvedValue(fleet);
    const outcome = await priceDistanceJourney(form({ passengers: 20, luggages: 18 }), noSettings, NOW);
    expect(outcome).toMatchObject({
      kind: 'capacity-offer',
      message:
        "Sorry we don't have any vehicle with requested options, the following limits are exceeded: " +
        'Passengers exceeded by 4, Luggage exceeded by 2',
      offer: { quantities: { '2-1': 2 }, sentence: '20 passengers and their luggage fit in 2 Minibuses.' },
    });
  });

  it('keeps the plain refusal when no vehicle carries the party in 6', async () => {
    distanceCall.mockResolvedValue(fleet.filter((p) => p.vehicle_type === 'Saloon'));
    const outcome = await priceDistanceJourney(form({ passengers: 20, luggages: 18 }), noSettings, NOW);
    expect(outcome).toEqual({
      kind: 'error',
      message:
        "Sorry we don't have any vehicle with requested options, the following limits are exceeded: " +
        'Passengers exceeded by 16, Luggage exceeded by 16',
    });
  });

  it('says no vehicle fits when none fits all three limits at once, though no one limit is exceeded', async () => {
    distanceCall.mockResolvedValue([entry({ vehicle_id: 1, max_seat: 8, luggage: 2 }), entry({ vehicle_id: 2, max_seat: 4, luggage: 6 })]);
    const outcome = await priceDistanceJourney(form({ passengers: 6, luggages: 5 }), noSettings, NOW);
    expect(outcome).toEqual({ kind: 'error', message: NO_VEHICLE_MESSAGE });
  });

  it('keeps only the cheapest company when MULTIPLE_PRICES and CHEAPEST_COMPANY_PRICE are enable', async () => {
    distanceCall.mockResolvedValue(fleet);
    const settings = { MULTIPLE_PRICES: 'enable', CHEAPEST_COMPANY_PRICE: 'enable' };
    const outcome = await priceDistanceJourney(form(), settings, NOW);
    expect(outcome.kind === 'priced' && outcome.priceDetails.map((p) => p.company_name)).toEqual(['B Cars']);
  });

  it('keeps every company when only one of the two flags is enable', async () => {
    distanceCall.mockResolvedValue(fleet);
    const outcome = await priceDistanceJourney(form(), { MULTIPLE_PRICES: 'enable' }, NOW);
    expect(outcome.kind === 'priced' && outcome.priceDetails).toHaveLength(3);
  });

  it('turns the zero-distance answer into the Same Address popup', async () => {
    distanceCall.mockRejectedValue(
      new ApiError('The calculated distance is zero miles. Please check your pickup and dropoff locations.', 422),
    );
    expect((await priceDistanceJourney(form(), noSettings, NOW)).kind).toBe('same-address');
  });

  it.each(['Address is banned', 'Pickup time is within the grace period'])(
    'turns "%s" into the Urgent popup with the grace time in hours',
    async (message) => {
      distanceCall.mockRejectedValue(new ApiError(message, 422));
      const outcome = await priceDistanceJourney(form(), { GRACE_TIME: '120' }, NOW);
      expect(outcome).toEqual({ kind: 'urgent', message, graceHours: 2 });
    },
  );

  it('shows any other server message in the Error popup', async () => {
    distanceCall.mockRejectedValue(new ApiError('Pickup address could not be found', 422));
    expect(await priceDistanceJourney(form(), noSettings, NOW)).toEqual({
      kind: 'error',
      message: 'Pickup address could not be found',
    });
  });

  it('refuses a pick-up date before today in the UK without calling the API', async () => {
    const outcome = await priceDistanceJourney(form({ pickup_date: '2025-05-31' }), noSettings, NOW);
    expect(outcome).toEqual({ kind: 'error', message: 'Pick-up date cannot be earlier than today.' });
    expect(distanceCall).not.toHaveBeenCalled();
  });

  it('accepts today in the UK just after midnight, when it is still yesterday in UTC', async () => {
    distanceCall.mockResolvedValue(fleet);
    const justAfterUkMidnight = Date.UTC(2025, 5, 1, 23, 5); // 00:05 BST on 2 June
    const outcome = await priceDistanceJourney(form({ pickup_date: '2025-06-02' }), noSettings, justAfterUkMidnight);
    expect(outcome.kind).toBe('priced');
  });

  it('says the stored form is missing', async () => {
    expect(await priceDistanceJourney(null, noSettings, NOW)).toEqual({ kind: 'error', message: 'BookingForm data is missing.' });
  });
});

describe('priceHourlyJourney', () => {
  const hourly = { ...defaultHourlyRateForm(NOW), pickup: 'Manchester Airport' };

  it('posts the stored hourly form and keeps the answer', async () => {
    hourlyCall.mockResolvedValue(fleet);
    const outcome = await priceHourlyJourney(hourly, noSettings, NOW);
    expect(hourlyCall).toHaveBeenCalledWith(hourly);
    expect(outcome).toMatchObject({ kind: 'priced', bookingType: 'hourly', priceDetails: fleet });
  });

  it('says no vehicle fits when the API prices none', async () => {
    hourlyCall.mockResolvedValue([]);
    expect(await priceHourlyJourney(hourly, noSettings, NOW)).toEqual({ kind: 'error', message: NO_VEHICLE_MESSAGE });
  });

  it('says the stored hourly form is missing', async () => {
    expect(await priceHourlyJourney(undefined, noSettings, NOW)).toEqual({
      kind: 'error',
      message: 'HourlyRateForm data is missing.',
    });
  });

  it('turns the grace-period answer into the Urgent popup', async () => {
    hourlyCall.mockRejectedValue(new ApiError('Pickup time is within the grace period', 422));
    expect(await priceHourlyJourney(hourly, { GRACE_TIME: '90' }, NOW)).toMatchObject({ kind: 'urgent', graceHours: 1.5 });
  });
});
