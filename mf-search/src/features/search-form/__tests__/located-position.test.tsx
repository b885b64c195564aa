import { screen, waitFor } from '@testing-library/react';
import { fetchPopularAddresses } from '@booking/shared/api';
import { defaultBookingForm } from '../../../domain/forms';
import { renderWithProviders } from '@booking/shared/testing';
import { fetchPlaceSuggestions } from '../../../lib/google/places';
import { setMapsStatus } from '../../../lib/google/maps-status';
import { QuoteForm } from '../quote-form';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(),
}));
jest.mock('../../../lib/google/places', () => ({
  ...jest.requireActual('../../../lib/google/places'),
  fetchPlaceSuggestions: jest.fn(),
}));
jest.mock('../../../lib/google/geocoding', () => ({ reverseGeocode: jest.fn(async () => null) }));

const onQuote = jest.fn();
const suggest = fetchPlaceSuggestions as jest.MockedFunction<typeof fetchPlaceSuggestions>;
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);

const MANCHESTER = { latitude: 53.48095, longitude: -2.23743 };

function locateAt(coords: { latitude: number; longitude: number } | null) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (coords) ok({ coords } as GeolocationPosition);
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
}

const renderForm = () => renderWithProviders(<QuoteForm initialValues={defaultBookingForm()} settings={{}} onQuote={onQuote} />);

beforeEach(() => {
  onQuote.mockReset();
  suggest.mockReset().mockResolvedValue([]);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => setMapsStatus('off'));

describe('the distance form keeps the located position (product §7)', () => {
  it('biases the suggestions with it and sends it with the journey', async () => {
    locateAt(MANCHESTER);
    setMapsStatus('ready');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location for Pick-Up' }));
    expect(screen.getByRole('combobox', { name: 'Pick-Up' })).toHaveValue('53.48095, -2.23743');

    await user.type(screen.getByRole('combobox', { name: 'Drop-Off' }), 'Piccadilly');
    await waitFor(() => expect(suggest).toHaveBeenLastCalledWith('Piccadilly', { lat: 53.48095, lon: -2.23743 }));

    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    await waitFor(() => expect(onQuote).toHaveBeenCalledWith(expect.objectContaining({ userLocation: { lat: 53.48095, lon: -2.23743 } })));
  });

  it('falls back to central London when the position is refused', async () => {
    locateAt(null);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location for Pick-Up' }));
    expect(await screen.findByText('Your current location is not available.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Pick-Up' }), 'SW1A 1AA');
    await user.type(screen.getByRole('combobox', { name: 'Drop-Off' }), 'EC2M 7PY');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    await waitFor(() => expect(onQuote).toHaveBeenCalledWith(expect.objectContaining({ userLocation: { lat: 51.5074, lon: -0.1278 } })));
  });
});
