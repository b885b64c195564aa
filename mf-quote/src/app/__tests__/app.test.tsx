import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { priceDetailsAtom, selectedVehicleDataAtom, store } from '@booking/shared/store';
import type { PriceDetail } from '@booking/shared/api';
import App from '../app';

const saloon: PriceDetail = {
  vehicle_id: 1,
  company_id: 7,
  company_name: 'Thames Cars',
  vehicle_type: 'Saloon',
  vehicle_image: 'saloon.png',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  rating: 4.6,
  price: 42,
  final_price: 42,
  breakdown: { base_fare: 42, return_fare: 0, extras: [], quantity: 1, final_price: 42 },
  via_miles: 12,
  time_duration: 1800,
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('mf_quote App', () => {
  // The App renders under the one shared store, so each test starts it empty before rendering.
  beforeEach(() => {
    localStorage.clear();
    store.set(priceDetailsAtom, null);
    store.set(selectedVehicleDataAtom, null);
  });

  it('names the Quotation page and says no price details are stored', () => {
    renderAt('/quotationview');
    expect(screen.getByRole('heading', { level: 1, name: 'Quotation' })).toBeInTheDocument();
    expect(screen.getByText('PriceDetails: none')).toBeInTheDocument();
  });

  it('stores the chosen vehicle in the shared store', async () => {
    store.set(priceDetailsAtom, [saloon]);
    renderAt('/quotationview');
    expect(screen.getByText('PriceDetails: 1 entry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select Saloon (Thames Cars)' }));
    expect(store.get(selectedVehicleDataAtom)).toMatchObject({ vehicle_id: 1, company_id: 7, quantity: 1 });
    expect(screen.getByText('selectedVehicleData: stored')).toBeInTheDocument();
  });

  it('renders nothing for a path it does not own', () => {
    const { container } = renderAt('/personalDetailView');
    expect(container.querySelector('h1')).toBeNull();
  });
});
