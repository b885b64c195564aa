import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { fetchPopularAddresses } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import { fetchPlaceSuggestions } from '../../../lib/google/places';
import { setMapsStatus } from '../../../lib/google/maps-status';
import { resetPopularAddresses } from '../../../hooks/use-popular-addresses';
import { AddressBox } from '../address-box';

// With Maps ready the box offers Google's suggestions; when Places gives none back (null: every
// service failed, product §10 "Without outside services"), it offers the keyless ones, the popular addresses,
// instead of nothing.

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), fetchPopularAddresses: jest.fn() }));
jest.mock('../../../lib/google/places', () => ({ ...jest.requireActual('../../../lib/google/places'), fetchPlaceSuggestions: jest.fn() }));

const suggest = fetchPlaceSuggestions as jest.MockedFunction<typeof fetchPlaceSuggestions>;
const POPULAR = [{ address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' }, { address: 'The Savoy, Strand, London WC2R 0EZ' }];

function Box() {
  const [value, setValue] = useState('');
  return <AddressBox label="Pick-Up" name="pickup" value={value} onChange={setValue} />;
}

beforeEach(() => {
  resetPopularAddresses();
  (fetchPopularAddresses as jest.Mock).mockResolvedValue(POPULAR);
  setMapsStatus('ready');
});
afterEach(() => setMapsStatus('off'));

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

it.each([
  [
    "Google's suggestions when Places answers",
    ['Heathrow Terminal 5, Hounslow, UK, TW6 2GA'],
    ['Heathrow Terminal 5, Hounslow, UK, TW6 2GA'],
  ],
  ['the popular addresses when Places does not answer', null, ['Heathrow Airport Terminal 5, Hounslow TW6 2GA']],
])('offers %s', async (_case, answer, shown) => {
  suggest.mockResolvedValue(answer);
  const { user } = renderWithProviders(<Box />);
  await user.type(screen.getByRole('combobox', { name: 'Pick-Up' }), 'heathrow');
  await waitFor(() => expect(suggest).toHaveBeenLastCalledWith('heathrow', null));
  await waitFor(() => expect(options()).toEqual(shown));
});
