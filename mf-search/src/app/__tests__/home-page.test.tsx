import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, calculateDistancePrice, fetchPopularAddresses, fetchVehicles, type PriceDetail } from '@booking/shared/api';
import { bookingFormAtom, bookingTypeAtom, priceDetailsAtom, vehicleSelectionsAtom } from '@booking/shared/store';
import { renderWithProviders, samplePriceDetails } from '@booking/shared/testing';
import HomePage from '../home-page';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateDistancePrice: jest.fn(),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));

const priceCall = calculateDistancePrice as jest.MockedFunction<typeof calculateDistancePrice>;
(fetchPopularAddresses as jest.Mock).mockResolvedValue([
  { id: 1, address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' },
  { id: 2, address: 'Gatwick Airport North Terminal, Crawley RH6 0PJ' },
]);
(fetchVehicles as jest.Mock).mockResolvedValue([]);

const SETTINGS = { HOURLY_RATE_STATUS: 'enable', QUOTATION: 'disable', GRACE_TIME: '120', MEET_AND_GREET: '12' };

function renderHome(appSettings: Record<string, string> = SETTINGS) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/quotationview" element={<h1>Results page</h1>} />
      <Route path="/quoteView" element={<h1>Urgent page</h1>} />
    </Routes>,
    { storeValues: { appSettings } },
  );
}

async function fillJourney(user: ReturnType<typeof renderHome>['user'], pickup = 'SW1A 1AA', dropoff = 'EC2M 7PY') {
  await user.type(screen.getByRole('combobox', { name: 'Pick-Up' }), pickup);
  await user.type(screen.getByRole('combobox', { name: 'Drop-Off' }), dropoff);
}

beforeEach(() => priceCall.mockReset());

describe('home / search screen', () => {
  it('prices the stored form, keeps the fitting vehicles and goes to /quotationview', async () => {
    priceCall.mockResolvedValue(samplePriceDetails);
    const { user, store } = renderHome();
    await fillJourney(user);
    await user.selectOptions(screen.getByLabelText('Passengers'), '2');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));

    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    expect(store.get(bookingFormAtom)).toMatchObject({ pickup: 'SW1A 1AA', dropoff: 'EC2M 7PY', passengers: 2 });
    expect(priceCall).toHaveBeenCalledWith(expect.objectContaining({ pickup: 'SW1A 1AA', passengers: 2 }));
    expect(store.get(priceDetailsAtom)?.length).toBeGreaterThan(0);
    expect(store.get(bookingTypeAtom)).toBe('milleage');
  });

  it('asks for both addresses before any call', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    expect(await screen.findByText('Enter the Pick-Up address')).toBeInTheDocument();
    expect(screen.getByText('Enter the Drop-Off address')).toBeInTheDocument();
    expect(priceCall).not.toHaveBeenCalled();
  });

  it('keeps the capacity message word for word and offers the vehicles that carry the party', async () => {
    const minibuses: PriceDetail[] = samplePriceDetails.map((p) => ({
      ...p,
      vehicle_type: 'Minibus',
      max_seat: 16,
      luggage: 16,
      small_luggage: 16,
    }));
    priceCall.mockResolvedValue(minibuses);
    const { user, store } = renderHome();
    await fillJourney(user);
    await user.selectOptions(screen.getByLabelText('Passengers'), '20');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));

    const dialog = await screen.findByRole('dialog', { name: 'More than one vehicle needed' });
    expect(dialog).toHaveTextContent(
      "Sorry we don't have any vehicle with requested options, the following limits are exceeded: Passengers exceeded by 4",
    );
    expect(dialog).toHaveTextContent('20 passengers fit in 2 Minibuses.');
    expect(store.get(priceDetailsAtom)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'See the results' }));
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    expect(store.get(priceDetailsAtom)).toHaveLength(minibuses.length);
    expect(Object.values(store.get(vehicleSelectionsAtom))).toEqual(minibuses.map(() => 2));
  });

  it('keeps the plain Error popup when no vehicle carries the party in 6', async () => {
    priceCall.mockResolvedValue(samplePriceDetails.map((p) => ({ ...p, max_seat: 3, luggage: 16, small_luggage: 16 })));
    const { user, store } = renderHome();
    await fillJourney(user);
    await user.selectOptions(screen.getByLabelText('Passengers'), '20');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Passengers exceeded by 17');
    expect(store.get(priceDetailsAtom)).toBeNull();
  });

  it('opens Urgent Booking! for a banned address, which waits for its button to go to /quoteView', async () => {
    priceCall.mockRejectedValue(new ApiError('Address is banned', 422));
    const { user } = renderHome();
    await fillJourney(user, '1 Banned Lane');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Urgent Booking!' });
    expect(dialog).toHaveTextContent('at least 2 hours ahead');
    await user.click(within(dialog).getByRole('button', { name: 'Send us your journey' }));
    expect(await screen.findByRole('heading', { name: 'Urgent page' })).toBeInTheDocument();
  });

  it('closes a price popup with Change the journey, the form as typed', async () => {
    priceCall.mockRejectedValue(new ApiError('Address is banned', 422));
    const { user } = renderHome();
    await fillJourney(user, '1 Banned Lane');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Urgent Booking!' })).getByRole('button', { name: 'Change the journey' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pick-Up' })).toHaveValue('1 Banned Lane');
    expect(screen.queryByRole('heading', { name: 'Urgent page' })).not.toBeInTheDocument();
  });

  it('suggests popular addresses for what is typed and takes one with the keyboard', async () => {
    const { user } = renderHome();
    const pickup = screen.getByRole('combobox', { name: 'Pick-Up' });
    await user.type(pickup, 'heath');
    const list = await screen.findByRole('listbox', { name: 'Pick-Up suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Heathrow Airport Terminal 5, Hounslow TW6 2GA']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(pickup).toHaveValue('Heathrow Airport Terminal 5, Hounslow TW6 2GA');
    // An airport address offers the flight or train field.
    expect(screen.getByLabelText('Flight or Train Number')).toBeInTheDocument();
  });

  it('needs 2 characters before the return search suggests', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Add Return' }));
    const returnPickup = screen.getByRole('combobox', { name: 'Return Pick-Up' });
    await user.type(returnPickup, 'g');
    expect(screen.queryByRole('listbox', { name: 'Return Pick-Up suggestions' })).not.toBeInTheDocument();
    await user.type(returnPickup, 'a');
    const list = await screen.findByRole('listbox', { name: 'Return Pick-Up suggestions' });
    expect(within(list).getByRole('option', { name: /Gatwick/ })).toBeInTheDocument();
  });

  it('shows only the Hourly Rate tab when QUOTATION is enable, and GET A QUOTE when no tab would show', async () => {
    const { unmount } = renderHome({ HOURLY_RATE_STATUS: 'enable', QUOTATION: 'enable' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Hourly Rate']);
    // The Hourly Rate form is its own chunk, loaded when its tab shows.
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    unmount();
    renderHome({ HOURLY_RATE_STATUS: 'disable', QUOTATION: 'enable' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['GET A QUOTE']);
  });

  it('fills the hourly Pickup from a Popular Location when Hourly Rate is the only tab', async () => {
    const { user } = renderHome({ HOURLY_RATE_STATUS: 'enable', QUOTATION: 'enable', SHOW_POPULAR_LOCATION: 'enable' });
    await user.click(await screen.findByRole('button', { name: /Gatwick Airport North Terminal/ }));
    expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveValue('Gatwick Airport North Terminal, Crawley RH6 0PJ');
  });

  it('shows an extra only when its price is above 0; luggage always', async () => {
    const { user } = renderHome({ MEET_AND_GREET: '12', WHEEL_CHAIR: '0' });
    await user.click(screen.getByRole('button', { name: 'Edit Options' }));
    expect(screen.getByRole('group', { name: 'Meet and Greet' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Wheelchair' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Luggage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Return' }));
    expect(screen.getByRole('heading', { name: 'Return Options' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Return Meet and Greet' })).toBeInTheDocument();
  });
});
