import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  bookingConfirmationAtom,
  bookingConfirmationSchema,
  priceDetailsAtom,
  registrationDataAtom,
  selectedVehicleDataAtom,
  store,
  StoreProvider,
} from '@booking/shared/store';
import { sampleRegistrationData } from '@booking/shared/testing';
import { ThemeProvider } from '@booking/shared/ui';
import { StepBar } from '../step-bar';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string, previousPath?: string) =>
  render(
    <StoreProvider>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <StepBar previousPath={previousPath} />
          <CurrentPath />
        </MemoryRouter>
      </ThemeProvider>
    </StoreProvider>,
  );

const confirmation = bookingConfirmationSchema.parse({
  result: { data: { booking: { booking_number: '12345678' } } },
  stripeSessionId: null,
  confirmedAt: '2026-11-30T10:00:00.000Z',
});

const STEP_NAMES = ['1. Book a Trip', '2. Quotation', '3. Personal Detail', '4. Payment / Confirmation'];

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

describe('StepBar', () => {
  beforeEach(() => {
    localStorage.clear();
    store.set(priceDetailsAtom, null);
    store.set(selectedVehicleDataAtom, null);
    store.set(registrationDataAtom, null);
  });

  it('lights the step of the path', () => {
    renderAt('/paymentview');
    expect(screen.getByRole('button', { name: '4. Payment / Confirmation' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: '1. Book a Trip' })).not.toHaveAttribute('aria-current');
  });

  it('is absent outside the booking flow', () => {
    renderAt('/contactus');
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).not.toBeInTheDocument();
  });

  it('sends a click on Quotation without price details home', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: '2. Quotation' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/home');
  });

  it('sends a click on Payment with prices but no vehicle to the quotation', async () => {
    store.set(priceDetailsAtom, [entry]);
    renderAt('/quotationview');
    await userEvent.click(screen.getByRole('button', { name: '4. Payment / Confirmation' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/quotationview');
  });

  it('lets Personal Detail through once a vehicle is chosen, and hides Next when it would lead there', async () => {
    store.set(priceDetailsAtom, [entry]);
    store.set(selectedVehicleDataAtom, { ...entry, selection_type: 'selection', quantity: 1 });
    renderAt('/quotationview');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3. Personal Detail' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/personalDetailView');
  });

  describe('progress: the steps before done, the current one not', () => {
    const states = () =>
      STEP_NAMES.map((name) => {
        const button = screen.getByRole('button', { name });
        const done = button.getAttribute('aria-describedby') ? 'done' : '';
        return [done, button.getAttribute('aria-current') === 'step' ? 'current' : ''].filter(Boolean).join('+') || 'to come';
      });

    it.each([
      ['/quotationview', ['done', 'current', 'to come', 'to come']],
      ['/paymentview', ['done', 'done', 'done', 'current']],
      ['/payment-cancel', ['done', 'done', 'done', 'current']],
      ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-cancel', ['done', 'done', 'done', 'current']],
      ['/payment-success?status=canceled', ['done', 'done', 'done', 'current']],
      ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success?status=failed', ['done', 'done', 'done', 'current']],
      ['/payment-success?session_id=cs_1', ['done', 'done', 'done', 'done+current']],
      ['/paymentSuccessView?status=success', ['done', 'done', 'done', 'done+current']],
    ])('at %s with the booking kept: %j', (path, expected) => {
      store.set(bookingConfirmationAtom, confirmation);
      renderAt(path);
      expect(states()).toEqual(expected);
    });

    it.each(['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success?session_id=cs_1', '/payment-success'])(
      'at %s with no booking (a declined card): step 4 is current, not done',
      (path) => {
        store.set(bookingConfirmationAtom, null);
        renderAt(path);
        expect(states()).toEqual(['done', 'done', 'done', 'current']);
      },
    );

    it('says which steps are done', () => {
      renderAt('/payment-cancel');
      expect(screen.getByRole('button', { name: '3. Personal Detail' })).toHaveAccessibleDescription('Done');
      expect(screen.getByRole('button', { name: '4. Payment / Confirmation' })).not.toHaveAccessibleDescription('Done');
    });
  });

  describe('Previous (product §2: a configurable path, default /)', () => {
    beforeEach(() => {
      store.set(priceDetailsAtom, [entry]);
      store.set(selectedVehicleDataAtom, { ...entry, selection_type: 'selection', quantity: 1 });
      store.set(registrationDataAtom, sampleRegistrationData);
    });

    it('goes to / by default, not to the step before', async () => {
      renderAt('/paymentview');
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    });

    it('goes to the configured path', async () => {
      renderAt('/paymentview', '/ourfleet');
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(screen.getByLabelText('path')).toHaveTextContent('/ourfleet');
    });
  });
});
