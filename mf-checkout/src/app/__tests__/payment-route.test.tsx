import { screen } from '@testing-library/react';
import {
  createStoreWith,
  registerHostRemotes,
  renderWithProviders,
  sampleBookingForm,
  sampleRegistrationData,
  sampleSelectedVehicle,
  sampleSettings,
} from '@booking/shared/testing';
import PaymentRoute from '../payment-route';

// The payment page mounts mf_quote's summary panel through the host's federation instance (never a source import).

const store = () =>
  createStoreWith({
    appSettings: sampleSettings,
    selectedVehicleData: sampleSelectedVehicle,
    registrationData: sampleRegistrationData,
    bookingForm: sampleBookingForm,
    bookingType: 'milleage',
    clientMode: 'guest_login',
  });

// mf_quote down is in app.test.tsx: a part loaded once stays loaded for the rest of a test file.
afterEach(() => jest.restoreAllMocks());

describe('/paymentview', () => {
  it('shows the whole journey beside the total: mf_quote’s panel in its payment variant', async () => {
    const loadRemote = jest.fn(async () => ({
      default: ({ variant }: { variant?: string }) => <section aria-label="BOOK A TRIP">Journey panel ({variant})</section>,
    }));
    registerHostRemotes(['mf_quote'], loadRemote);
    renderWithProviders(<PaymentRoute />, { route: '/paymentview', store: store() });
    expect(await screen.findByRole('region', { name: 'BOOK A TRIP' })).toHaveTextContent('Journey panel (payment)');
    expect(loadRemote).toHaveBeenCalledWith('mf_quote/BookingSummaryPanel');
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent('Total: £42.50');
    // On phones it folds with the rest of the summary behind Show Detail.
    const toggle = screen.getByRole('button', { name: 'Show Detail' });
    const folded = toggle
      .getAttribute('aria-controls')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(folded[1]).toContainElement(screen.getByRole('region', { name: 'BOOK A TRIP' }));
  });
});
