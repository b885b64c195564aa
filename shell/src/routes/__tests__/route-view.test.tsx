import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { priceDetailsAtom, registrationDataAtom, selectedVehicleDataAtom, store, StoreProvider } from '@booking/shared/store';
import type { RemoteModuleRef } from '@booking/shared/domain';
import { RouteView } from '../route-view';

// The remotes are not loaded here: each mount says which federated module it would load.
const mountsSeen: string[] = [];
jest.mock('../../federation/remote-mount', () => ({
  RemoteMount: ({ target, held }: { target: RemoteModuleRef; held?: boolean }) => {
    const text = `mounted ${target.remote}/${target.module}`;
    mountsSeen.push(`${text}${held ? ' (held)' : ''}`);
    return <p>{text}</p>;
  },
}));

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <StoreProvider>
      <MemoryRouter initialEntries={[path]}>
        <RouteView />
        <CurrentPath />
      </MemoryRouter>
    </StoreProvider>,
  );

const entry = {
  vehicle_id: 1,
  company_id: 2,
  company_name: 'Capital Cars',
  vehicle_type: 'Saloon',
  vehicle_image: '',
  max_seat: 4,
  luggage: 2,
  small_luggage: 2,
  rating: 4.5,
  price: 40,
  final_price: 40,
  breakdown: { base_fare: 40, return_fare: 0, extras: [], quantity: 1, final_price: 40 },
  via_miles: 10,
  time_duration: 900,
};

describe('RouteView', () => {
  beforeEach(() => {
    localStorage.clear();
    store.set(priceDetailsAtom, null);
    store.set(selectedVehicleDataAtom, null);
    store.set(registrationDataAtom, null);
  });

  it('mounts the remote the route table names', () => {
    renderAt('/contactus');
    expect(screen.getByText('mounted mf_search/./App')).toBeInTheDocument();
  });

  it('holds the remote while the page chrome commits, then mounts it', () => {
    mountsSeen.length = 0;
    renderAt('/contactus');
    expect(mountsSeen).toEqual(['mounted mf_search/./App (held)', 'mounted mf_search/./App']);
  });

  it('mounts the results and then Quote Now on /quoteView, without needing stored data', () => {
    renderAt('/quoteView');
    const mounts = screen.getAllByText(/^mounted/).map((node) => node.textContent);
    expect(mounts).toEqual(['mounted mf_quote/./App', 'mounted mf_search/./QuoteNow']);
  });

  it('sends an unknown path to /', () => {
    renderAt('/no-such-page');
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    expect(screen.getByText('mounted mf_search/./App')).toBeInTheDocument();
  });

  it('sends /paymentview with empty storage to the home screen', () => {
    renderAt('/paymentview');
    expect(screen.getByLabelText('path')).toHaveTextContent('/home');
  });

  it('sends /paymentview without registration data to the personal details step', () => {
    store.set(priceDetailsAtom, [entry]);
    store.set(selectedVehicleDataAtom, { ...entry, selection_type: 'selection', quantity: 1 });
    renderAt('/paymentview');
    expect(screen.getByLabelText('path')).toHaveTextContent('/personalDetailView');
    expect(screen.getByText('mounted mf_checkout/./App')).toBeInTheDocument();
  });
});
