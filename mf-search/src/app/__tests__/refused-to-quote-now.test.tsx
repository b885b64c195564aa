import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, calculateDistancePrice, calculateHourlyPrice, fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { priceDetailsAtom, store } from '@booking/shared/store';
import { createStoreWith, renderWithProviders, sampleHourlyRateForm, samplePriceDetails, type StoreValues } from '@booking/shared/testing';
import HomePage from '../home-page';
import JourneyForm from '../journey-form';
import { QuoteNowSection } from '../../features/quote-now/quote-now-section';
import { ZERO_DISTANCE_MESSAGE } from '../../features/pricing/model/price-errors';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateDistancePrice: jest.fn(),
  calculateHourlyPrice: jest.fn(),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);
(fetchVehicles as jest.Mock).mockResolvedValue([]);
const distanceCall = calculateDistancePrice as jest.Mock;
const hourlyCall = calculateHourlyPrice as jest.Mock;
const URGENT = new ApiError('Pickup time is within the grace period', 422);
const QUIET = { SHOW_FLEET_SECTION: 'disable', SHOW_CONTACT_SECTION: 'disable', SHOW_POPULAR_LOCATION: 'disable', GRACE_TIME: '120' };

const site = (
  <Routes>
    <Route path="/" element={<HomePage />} />
    <Route path="/quotationview" element={<JourneyForm />} />
    <Route path="/quoteView" element={<QuoteNowSection />} />
  </Routes>
);

/** The popup's button leads to /quoteView; the Quote Now form is there. */
async function quoteNowAfter(user: ReturnType<typeof renderWithProviders>['user'], title: string) {
  const popup = await screen.findByRole('dialog', { name: title });
  await user.click(within(popup).getByRole('button', { name: 'Send us your journey' }));
  return screen.findByRole('form', { name: 'Quote Now' });
}

beforeEach(() => {
  distanceCall.mockReset();
  hourlyCall.mockReset();
});

describe('a refused search carries the whole journey typed into Quote Now', () => {
  it('from the distance form (Same Address Booking!): stops, return, passengers, luggage and options', async () => {
    distanceCall.mockRejectedValue(new ApiError(ZERO_DISTANCE_MESSAGE, 422));
    const { user, store: s } = renderWithProviders(site, {
      storeValues: { appSettings: { ...QUIET, MEET_AND_GREET: '12' }, priceDetails: samplePriceDetails },
    });
    await user.type(screen.getByRole('combobox', { name: 'Pick-Up' }), 'Paddington Station W2 1HQ');
    await user.type(screen.getByRole('combobox', { name: 'Drop-Off' }), 'Paddington Station W2 1HQ');
    await user.selectOptions(screen.getByLabelText('Passengers'), '3');
    await user.click(screen.getByRole('button', { name: 'Add a stop' }));
    await user.type(screen.getByLabelText('Stop 1 Street or Road Name'), 'Baker Street');
    await user.click(screen.getByRole('button', { name: 'Edit Options' }));
    await user.click(screen.getByRole('button', { name: 'Increase Luggage' }));
    await user.click(screen.getByRole('button', { name: 'Increase Hand Luggage' }));
    await user.click(within(screen.getByRole('group', { name: 'Meet and Greet' })).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Add Return' }));
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));

    const form = await quoteNowAfter(user, 'Same Address Booking!');
    expect(within(form).getByRole('combobox', { name: 'Pickup' })).toHaveValue('Paddington Station W2 1HQ');
    expect(within(form).getByRole('combobox', { name: 'Drop Off' })).toHaveValue('Paddington Station W2 1HQ');
    expect(within(form).getByLabelText('Passengers')).toHaveValue('3');
    expect(within(form).getByLabelText('Luggage')).toHaveValue('1');
    const comments = (within(form).getByLabelText('Additional Comments') as HTMLTextAreaElement).value;
    expect(comments).toMatch(
      /^Stop 1: Baker Street\nHand Luggage: 1\nMeet and Greet: Yes\nReturn: Paddington Station W2 1HQ to Paddington Station W2 1HQ, .+, 3 Passengers$/,
    );
    // The refused search keeps no prices (product §10 "Money, trust and privacy"), but the journey reached Quote Now.
    expect(s.get(priceDetailsAtom)).toBeNull();
  });

  it('from the hourly form (Urgent Booking!): pick-up, date, time and duration', async () => {
    hourlyCall.mockRejectedValue(URGENT);
    const { user } = renderWithProviders(site, {
      storeValues: { appSettings: { ...QUIET, HOURLY_RATE_STATUS: 'enable', QUOTATION: 'enable' } },
    });
    await user.type(await screen.findByRole('combobox', { name: 'Pickup' }), 'Manchester Airport M90 1QX');
    await user.selectOptions(screen.getByLabelText('Duration'), '6hour');
    await user.selectOptions(screen.getByLabelText('Hour'), '9pm');
    await user.selectOptions(screen.getByLabelText('Min'), '45');
    const date = (screen.getByLabelText('Pick up Date') as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const form = await quoteNowAfter(user, 'Urgent Booking!');
    expect(within(form).getByRole('combobox', { name: 'Pickup' })).toHaveValue('Manchester Airport M90 1QX');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(date);
    expect(within(form).getByLabelText(/^Hour/)).toHaveValue('9pm');
    expect(within(form).getByLabelText(/^Min/)).toHaveValue('45');
    expect(within(form).getByLabelText('Additional Comments')).toHaveValue('Hourly Booking\nDuration: 6 Hours');
  });

  it('from Edit Quote of an hourly hire: through the home page popup', async () => {
    hourlyCall.mockRejectedValue(URGENT);
    const stored: Partial<StoreValues> = {
      appSettings: { ...QUIET, HOURLY_RATE_STATUS: 'enable' },
      bookingType: 'hourly',
      priceDetails: samplePriceDetails,
      hourlyRateForm: { ...sampleHourlyRateForm, pickup: 'Leeds Station LS1 4DY', pickup_date: '2099-01-02' },
    };
    createStoreWith(stored);
    const { user } = renderWithProviders(site, { route: '/quotationview', store });
    await user.selectOptions(await screen.findByLabelText('Duration'), '10hour');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const form = await quoteNowAfter(user, 'Urgent Booking!');
    expect(within(form).getByRole('combobox', { name: 'Pickup' })).toHaveValue('Leeds Station LS1 4DY');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue('2099-01-02');
    expect(within(form).getByLabelText('Additional Comments')).toHaveValue('Hourly Booking\nDuration: 10 Hours');
  });
});
