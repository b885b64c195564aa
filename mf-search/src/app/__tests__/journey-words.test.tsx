import { screen, within } from '@testing-library/react';
import { fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import App from '../app';
import QuoteNow from '../quote-now';
import { countText } from '../../lib/journey-names';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);
(fetchVehicles as jest.Mock).mockResolvedValue([
  { tbms_vid: 1, vehicle_img: '', category_name: 'Saloon', seats: 4, luggage: 2, hand_luggage: 2 },
]);

// One set of names (product §10 "Visitor clarity"): 'Luggage' is large cases, 'Hand Luggage' small bags.
describe('luggage and passengers have one name everywhere in mf-search', () => {
  it("Our Fleet names the cases as the search form's Edit Options do", async () => {
    const { user, unmount } = renderWithProviders(<App />, { route: '/ourfleet' });
    const card = within(await screen.findByRole('listitem'));
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Seats', 'Luggage', 'Hand Luggage']);
    unmount();

    renderWithProviders(<App />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Edit Options' }));
    expect(screen.getByRole('group', { name: 'Luggage' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hand Luggage' })).toBeInTheDocument();
  });

  it('Quote Now asks for Passengers and Luggage', () => {
    renderWithProviders(<QuoteNow />);
    const form = within(screen.getByRole('form', { name: 'Quote Now' }));
    expect(form.getByRole('combobox', { name: 'Passengers' })).toHaveValue('1');
    expect(form.getByRole('combobox', { name: 'Luggage' })).toHaveValue('0');
    expect(form.queryByText(/Luggages|Passenger$/)).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Passenger', '0 Passengers'],
    [1, 'Passenger', '1 Passenger'],
    [4, 'Passenger', '4 Passengers'],
    [1, 'Hour', '1 Hour'],
  ])('%i %s reads %s', (count, noun, text) => {
    expect(countText(count, noun)).toBe(text);
  });
});
