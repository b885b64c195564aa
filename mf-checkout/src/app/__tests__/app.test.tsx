import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  appSettingsAtom,
  bookingConfirmationAtom,
  bookingFormAtom,
  bookingTypeAtom,
  registrationDataAtom,
  selectedVehicleDataAtom,
  store,
} from '@booking/shared/store';
import { sampleBookingForm, sampleRegistrationData, sampleSelectedVehicle, sampleSettings } from '@booking/shared/testing';
import App from '../app';

// The card pages ask the shell's server; here the answer never comes, so the page stays as it opens.
jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  getCheckoutAttempt: jest.fn(() => new Promise(() => undefined)),
  completeCheckoutAttempt: jest.fn(() => new Promise(() => undefined)),
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('mf_checkout App', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => {
    localStorage.clear();
    store.set(registrationDataAtom, null);
    store.set(bookingConfirmationAtom, null);
  });

  it.each([
    ['/personalDetailView', 'Personal Details'],
    ['/paymentview', 'Payment'],
    ['/checkout', 'Payment'],
    ['/stripecheckout', 'Payment'],
    ['/stripecheckout?attempt=AbCdEfGhIjKlMnOpQrSt_-', 'Card Payment'],
    ['/payment-cancel', 'Payment Canceled'],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-cancel?status=canceled', 'Payment Canceled'],
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success?session_id=cs_1&status=success', 'Confirming your booking'],
    ['/payment-success?status=canceled', 'Payment Canceled'],
    ['/paymentSuccessView', 'Booking not found'],
    ['/forgot_password', 'Forgot Password'],
  ])('names the page on %s', async (path, title) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path);
    // Personal details is a lazy chunk: a busy machine may take more than findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('mounts mf_quote’s summary (compact on phones) at run time, and keeps the form when it cannot load', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/personalDetailView');
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(errors.mock.calls.flat().join(' ')).toContain('mf_quote/CompactSummary');
  });

  it('mounts the same panel beside the payment total; with mf_quote down, paying still works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.set(appSettingsAtom, sampleSettings);
    store.set(selectedVehicleDataAtom, sampleSelectedVehicle);
    store.set(bookingFormAtom, sampleBookingForm);
    store.set(bookingTypeAtom, 'milleage');
    store.set(registrationDataAtom, sampleRegistrationData);
    renderAt('/paymentview');
    expect(await screen.findByText('This part of the page could not be loaded.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay in Car' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay By Card' })).toBeEnabled();
    store.set(selectedVehicleDataAtom, null);
    store.set(bookingFormAtom, null);
    store.set(bookingTypeAtom, null);
  });

  it('renders nothing on a path it does not own', () => {
    const { container } = renderAt('/contactus');
    expect(container).toBeEmptyDOMElement();
  });
});
