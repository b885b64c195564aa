import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appSettingsAtom, bookingFormAtom, bookingTypeAtom, priceDetailsAtom, store } from '@booking/shared/store';
import { sampleBookingForm, samplePriceDetails, sampleSettings } from '@booking/shared/testing';
import App from '../app';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('mf_quote App', () => {
  // The App renders under the one shared store, so each test sets it before rendering.
  beforeEach(() => {
    localStorage.clear();
    store.set(priceDetailsAtom, samplePriceDetails);
    store.set(bookingFormAtom, sampleBookingForm);
    store.set(bookingTypeAtom, 'milleage');
    store.set(appSettingsAtom, sampleSettings);
  });

  it('shows the vehicle results on /quotationview: progress, BOOK A TRIP and Top results', () => {
    renderAt('/quotationview');
    expect(screen.getByRole('heading', { level: 1, name: 'Quotation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Booking progress' })).toHaveTextContent('VehicleDetailsPayment');
    expect(screen.getByText('Vehicle')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('region', { name: 'BOOK A TRIP' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the same results on /quoteView when price details exist', () => {
    renderAt('/quoteView');
    expect(screen.getByRole('heading', { level: 1, name: 'Urgent Booking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top results' })).toBeInTheDocument();
  });

  it('shows only the Urgent Booking title on /quoteView without price details (Quote Now follows)', () => {
    store.set(priceDetailsAtom, null);
    renderAt('/quoteView');
    expect(screen.getByRole('heading', { level: 1, name: 'Urgent Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top results' })).not.toBeInTheDocument();
  });

  it('renders nothing for a path it does not own', () => {
    const { container } = renderAt('/personalDetailView');
    expect(container.querySelector('h1')).toBeNull();
  });
});
