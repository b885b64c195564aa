import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, calculateDistancePrice, fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import {
  bookingConfirmationAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  priceDetailsAtom,
  selectedVehicleDataAtom,
  store,
  vehicleSelectionsAtom,
  type BookingConfirmation,
  type Store,
} from '@booking/shared/store';
import {
  createStoreWith,
  renderWithProviders,
  sampleBookingForm,
  samplePriceDetails,
  sampleSelectedVehicle,
  sampleSettings,
  type StoreValues,
} from '@booking/shared/testing';
import HomePage from '../home-page';
import JourneyForm from '../journey-form';
import { ZERO_DISTANCE_MESSAGE } from '../../features/pricing/model/price-errors';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateDistancePrice: jest.fn(),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));
const priceCall = calculateDistancePrice as jest.MockedFunction<typeof calculateDistancePrice>;
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);
(fetchVehicles as jest.Mock).mockResolvedValue([]);

const SETTINGS = { ...sampleSettings, SHOW_FLEET_SECTION: 'disable', SHOW_CONTACT_SECTION: 'disable', SHOW_POPULAR_LOCATION: 'disable' };
/** An earlier journey, priced and chosen, and the confirmation of the booking before it. */
const EARLIER: Partial<StoreValues> = {
  appSettings: SETTINGS,
  bookingType: 'hourly',
  priceDetails: samplePriceDetails,
  selectedVehicleData: sampleSelectedVehicle,
  vehicleSelections: { '1-20': 3 },
  calculatedDistance: { via_miles: 16.2, time_duration: 2100 },
};
const CONFIRMATION: BookingConfirmation = {
  result: { success: true, data: { booking: { booking_number: '12345678', ride_type: 'Q' }, bookingStops: [], passengerDetails: null } },
  stripeSessionId: null,
  confirmedAt: '2030-06-01T10:00:00.000Z',
} as unknown as BookingConfirmation;
const small = samplePriceDetails.map((p) => ({ ...p, max_seat: 4, luggage: 4, small_luggage: 4 }));

function Where() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function withConfirmation(target: Store) {
  target.set(bookingConfirmationAtom, CONFIRMATION);
  return target;
}

/** Nothing of the earlier journey can be booked: no cards, no choice, no quantities, no distance. */
function expectNothingBookable(s: Store) {
  expect(s.get(priceDetailsAtom)).toBeNull();
  expect(s.get(selectedVehicleDataAtom)).toBeNull();
  expect(s.get(vehicleSelectionsAtom)).toEqual({});
  expect(s.get(calculatedDistanceAtom)).toBeNull();
  for (const key of ['PriceDetails', 'selectedVehicleData', 'vehicleSelections', 'CalculatedDistance'])
    expect(localStorage.getItem(key)).toBeNull();
}

beforeEach(() => priceCall.mockReset());

describe('a refused search on the home screen', () => {
  it.each([
    // Offered several vehicles (docs/decisions/search.md): nothing is kept until the visitor takes the offer.
    ['more passengers than any vehicle holds', () => priceCall.mockResolvedValue(small), 'dialog', 'More than one vehicle needed'],
    [
      'the grace time (Urgent Booking)',
      () => priceCall.mockRejectedValue(new ApiError('Pickup time is within the grace period', 422)),
      'dialog',
      'Urgent Booking!',
    ],
    ['the same address', () => priceCall.mockRejectedValue(new ApiError(ZERO_DISTANCE_MESSAGE, 422)), 'dialog', 'Same Address Booking!'],
    ['any API error', () => priceCall.mockRejectedValue(new ApiError('Service unavailable', 503)), 'alertdialog', 'Error'],
  ] as const)('refused for %s: the earlier prices and choice go, the confirmation too', async (_why, arrange, role, title) => {
    arrange();
    const s = withConfirmation(createStoreWith({ ...EARLIER, bookingForm: { ...sampleBookingForm, passengers: 6 } }));
    const { user } = renderWithProviders(<HomePage />, { store: s });
    await user.click(await screen.findByRole('tab', { name: 'GET A QUOTE' }));
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByRole(role, { name: title })).toBeInTheDocument();
    expectNothingBookable(s);
    expect(s.get(bookingConfirmationAtom)).toBeNull();
    // The refused journey is the stored one: Quote Now and the tab follow it, not the earlier hourly hire.
    expect(s.get(bookingTypeAtom)).toBe('milleage');
  });

  it('a priced search starts a new journey too: the last confirmation is not shown again', async () => {
    priceCall.mockResolvedValue(samplePriceDetails);
    const s = withConfirmation(createStoreWith({ ...EARLIER, bookingType: 'milleage', bookingForm: sampleBookingForm }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { store: s },
    );
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('/quotationview')).toBeInTheDocument();
    expect(s.get(bookingConfirmationAtom)).toBeNull();
    expect(s.get(selectedVehicleDataAtom)).toBeNull();
    expect(s.get(priceDetailsAtom)).toHaveLength(samplePriceDetails.length);
  });
});

describe('a refused search in Edit Quote (mf_search/JourneyForm on the results page)', () => {
  it('clears the old cards and choice, and shows why on the home page', async () => {
    priceCall.mockResolvedValue(small);
    // JourneyForm renders under the site's one store, as in the shell: it reads what is stored.
    createStoreWith({ ...EARLIER, bookingType: 'milleage', bookingForm: sampleBookingForm });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/quotationview" element={<JourneyForm />} />
        <Route
          path="/"
          element={
            <>
              <HomePage />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: '/quotationview', store },
    );
    await user.selectOptions(await screen.findByLabelText('Passengers'), '6');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const offer = await screen.findByRole('dialog', { name: 'More than one vehicle needed' });
    expect(offer).toHaveTextContent('Passengers exceeded by 2');
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/');
    expectNothingBookable(store);

    // Taken from the home page, the offer brings the results back with 2 of each vehicle chosen.
    await user.click(within(offer).getByRole('button', { name: 'See the results' }));
    expect(store.get(priceDetailsAtom)).toHaveLength(small.length);
    expect(Object.values(store.get(vehicleSelectionsAtom))).toEqual(small.map(() => 2));
    expect(store.get(bookingTypeAtom)).toBe('milleage');
    expect(store.get(calculatedDistanceAtom)).toMatchObject({ via_miles: small[0].via_miles });
  });
});
