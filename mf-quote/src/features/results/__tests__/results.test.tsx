import { screen, waitFor, within } from '@testing-library/react';
import { calculateSelectedVehiclePrice } from '@booking/shared/api';
import { selectedVehicleDataAtom, priceDetailsAtom, vehicleSelectionsAtom } from '@booking/shared/store';
import { samplePriceDetails, sampleSettings } from '@booking/shared/testing';
import { card, renderResults } from './render-results';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateSelectedVehiclePrice: jest.fn(),
}));
const priceCall = jest.mocked(calculateSelectedVehiclePrice);

const zeroMinibus = {
  ...samplePriceDetails[4],
  company_id: 40,
  company_name: 'On Request Travel',
  price: 0,
  final_price: 0,
  breakdown: { ...samplePriceDetails[4].breakdown, final_price: 0 },
};

describe('Results', () => {
  beforeEach(() => {
    priceCall.mockReset();
    sessionStorage.clear();
  });

  it('shows the Lowest Price card first, then every card with its words and price', () => {
    renderResults();
    const [lowest] = screen.getAllByRole('article');
    expect(within(lowest).getByText('Lowest Price')).toBeInTheDocument();
    expect(within(lowest).getByRole('heading', { name: 'Saloon' })).toBeInTheDocument();
    expect(within(lowest).getByText('£42.50')).toBeInTheDocument();
    expect(within(lowest).queryByLabelText('Vehicles')).not.toBeInTheDocument();
    // The Lowest Price card is not repeated in the list under it.
    const list = within(screen.getByRole('list', { name: 'Vehicles' }));
    expect(list.getAllByRole('article')).toHaveLength(4);
    expect(list.queryByRole('article', { name: 'Saloon Airport Express' })).not.toBeInTheDocument();
    const saloon = card('Saloon Capital Cars');
    expect(within(saloon).getByText('Up to 4 Passengers')).toBeInTheDocument();
    expect(within(saloon).getByText('One Way')).toBeInTheDocument();
    expect(within(saloon).getByLabelText(/^Rated \d\.\d out of 5$/)).toBeInTheDocument();
    expect(within(saloon).getByText('£55.00')).toBeInTheDocument();
  });

  it('hides the Lowest Price card and the ratings when MULTIPLE_OPERATORS is not enable', () => {
    renderResults({ settings: { ...sampleSettings, MULTIPLE_OPERATORS: 'disable' } });
    expect(screen.queryByText('Lowest Price')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Rated/)).not.toBeInTheDocument();
  });

  it('shows the total for the chosen quantity and keeps it in vehicleSelections', async () => {
    const { user, store } = renderResults();
    const saloon = card('Saloon Capital Cars');
    await user.selectOptions(within(saloon).getByLabelText('Vehicles'), '3 x Vehicle Selected');
    expect(within(saloon).getByText('£165.00')).toBeInTheDocument();
    expect(store.get(vehicleSelectionsAtom)).toEqual({ '1-10': 3 });
  });

  it('Book Now prices the choice, stores it and goes to /personalDetailView; the list takes the new price', async () => {
    priceCall.mockResolvedValue({
      final_price: 171,
      breakdown: { base_fare: 55, return_fare: 0, extras: [], quantity: 3, final_price: 171 },
    });
    const { user, store } = renderResults();
    const saloon = card('Saloon Capital Cars');
    await user.selectOptions(within(saloon).getByLabelText('Vehicles'), '3');
    await user.dblClick(within(saloon).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(priceCall).toHaveBeenCalledTimes(1);
    expect(priceCall.mock.calls[0][0]).toMatchObject({
      quantity: 3,
      bookingType: 'milleage',
      selectedVehicleData: { vehicle_id: 1, company_id: 10 },
    });
    expect(store.get(selectedVehicleDataAtom)).toMatchObject({
      vehicle_id: 1,
      company_id: 10,
      selection_type: 'selection',
      quantity: 3,
      final_price: 171,
      price: 57,
    });
    expect(store.get(priceDetailsAtom)?.[0]).toMatchObject({ price: 57, final_price: 57, breakdown: { final_price: 171 } });
  });

  it('the Lowest Price card is stored as lowest, one vehicle', async () => {
    priceCall.mockResolvedValue({
      final_price: 42.5,
      breakdown: { base_fare: 42.5, return_fare: 0, extras: [], quantity: 1, final_price: 42.5 },
    });
    const { user, store } = renderResults();
    await user.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Personal Details' });
    expect(store.get(selectedVehicleDataAtom)).toMatchObject({ company_id: 20, selection_type: 'lowest', quantity: 1, final_price: 42.5 });
  });

  it('a failed price is logged, ends the wait and says so on the card', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    priceCall.mockRejectedValue(new Error('422'));
    const { user, store } = renderResults();
    await user.click(within(card('Saloon Capital Cars')).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('API response was not successful.')).toBeInTheDocument();
    expect(screen.queryByText('Please wait while loading price...')).not.toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a zero price offers Contact Us, which goes to /quoteView', async () => {
    const { user } = renderResults({ priceDetails: [...samplePriceDetails, zeroMinibus] });
    const minibus = card('Minibus 16 Seater On Request Travel');
    expect(within(minibus).queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    await user.click(within(minibus).getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('heading', { name: 'Urgent Booking' })).toBeInTheDocument();
    // The visitor came for Quote Now: its first field gets the focus once it is there.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pickup' })).toHaveFocus());
  });

  it('toggles list and grid with pressed buttons, remembered for the visit', async () => {
    const { user, unmount } = renderResults();
    const list = screen.getByRole('list', { name: 'Vehicles' });
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    // The pressed button answers at once; the cards take the grid in the frame after.
    await waitFor(() => expect(list).toHaveAttribute('data-layout', 'grid'));
    unmount();
    renderResults();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a long list a page at a time, with Show more vehicles', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...samplePriceDetails[0], company_id: 100 + i, company_name: `Operator ${i}` }));
    const { user } = renderResults({ priceDetails: many });
    const list = screen.getByRole('list', { name: 'Vehicles' });
    // The Lowest Price card and a page of the list under it.
    expect(within(list).getAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25 of 30 vehicles');
    await user.click(screen.getByRole('button', { name: 'Show more vehicles' }));
    expect(within(list).getAllByRole('article')).toHaveLength(29);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 of 30 vehicles');
    expect(screen.queryByRole('button', { name: 'Show more vehicles' })).not.toBeInTheDocument();
  });

  it('hides the cards while the journey is edited', () => {
    renderResults({ editing: true });
    expect(screen.getByText('Please complete editing your search')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when no entry remains, with Edit Quote and Quote Now', async () => {
    const { user, onEditQuote } = renderResults({ priceDetails: [] });
    expect(screen.getByText('No vehicles match this journey.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Quote' }));
    expect(onEditQuote).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Quote Now' })).toHaveAttribute('href', '/quoteView');
  });
});
