import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { calculateSelectedVehiclePrice, completeCheckoutAttempt, createBooking, createCheckoutAttempt } from '@booking/shared/api';
import { createTestStore, selectedVehicleDataAtom } from '@booking/shared/store';
import { renderWithProviders, samplePriceDetails } from '@booking/shared/testing';
import ConfirmationPage from '../../features/confirmation/confirmation-page';
import {
  answer,
  ATTEMPT_ID,
  bookedAttempt,
  cardReturn,
  renderConfirmation,
} from '../../features/confirmation/__tests__/render-confirmation';
import CardHandoffPage from '../../features/payment/card-handoff-page';
import { browserNavigator } from '../../features/payment/model/checkout';
import PaymentPage from '../../features/payment/payment-page';
import { flowStore } from '../../features/payment/__tests__/render-payment';

// Payment to confirmation: the confirmation names the vehicle and operator booked, from what was chosen
// when it was booked (the booking answer does not carry them; the stored selection is cleared once it shows).

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  createBooking: jest.fn(),
  calculateSelectedVehiclePrice: jest.fn(),
  createCheckoutAttempt: jest.fn(),
  completeCheckoutAttempt: jest.fn(),
}));
const completeCall = completeCheckoutAttempt as jest.MockedFunction<typeof completeCheckoutAttempt>;

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
const flow = (
  <Routes>
    <Route path="/paymentview" element={<PaymentPage />} />
    <Route path="/stripecheckout" element={<CardHandoffPage />} />
    <Route path="/payment-success" element={<ConfirmationPage />} />
  </Routes>
);

let assign: jest.SpyInstance;
beforeEach(() => {
  completeCall.mockReset();
  assign = jest.spyOn(browserNavigator, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('Confirmation: the vehicle and the operator', () => {
  it('pay in car: the vehicle booked, its operator and Pay in Car, still there after a reload', async () => {
    (createBooking as jest.Mock).mockResolvedValue({
      ...answer,
      data: { ...answer.data, booking: { ...answer.data.booking, payment_method: 'car' } },
    });
    const store = flowStore();
    const first = renderWithProviders(flow, { route: '/paymentview', store });
    await first.user.click(screen.getByRole('button', { name: 'Pay in Car' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(row('Vehicle')).toHaveTextContent(/^Saloon$/);
    expect(row('Operator')).toHaveTextContent('Airport Express');
    expect(row('Payment Method')).toHaveTextContent(/^Pay in Car$/);
    expect(store.get(selectedVehicleDataAtom)).toBeNull();
    first.unmount();

    renderWithProviders(flow, { route: '/payment-success?status=success&booking=87654321', store: createTestStore(), keepStorage: true });
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(row('Vehicle')).toHaveTextContent(/^Saloon$/);
    expect(row('Operator')).toHaveTextContent('Airport Express');
  });

  it('card: the vehicle recorded with the attempt, not what another tab chose while the visitor paid', async () => {
    (calculateSelectedVehiclePrice as jest.Mock).mockResolvedValue({
      final_price: 42.5,
      breakdown: { ...samplePriceDetails[2].breakdown },
    });
    (createCheckoutAttempt as jest.Mock).mockResolvedValue({
      ...bookedAttempt(),
      status: 'open',
      booking: null,
      url: 'https://pay.example/cs_1',
    });
    completeCall.mockResolvedValue(bookedAttempt());
    const store = flowStore();
    const payment = renderWithProviders(flow, { route: '/paymentview', store });
    await payment.user.click(screen.getByRole('button', { name: 'Pay By Card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    payment.unmount();

    // Another tab chooses two MPVs from Airport Express's rival while the card is paid.
    store.set(selectedVehicleDataAtom, {
      ...samplePriceDetails[3],
      company_name: 'County Minibus',
      selection_type: 'selection',
      quantity: 2,
    });
    renderConfirmation(cardReturn(), store);
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(completeCall).toHaveBeenCalledWith(ATTEMPT_ID);
    expect(row('Vehicle')).toHaveTextContent(/^Saloon$/);
    expect(row('Operator')).toHaveTextContent('Airport Express');
  });

  it('a card return in another browser: Pay by Card, and no vehicle rows rather than a guess', async () => {
    completeCall.mockResolvedValue(bookedAttempt());
    localStorage.clear();
    renderConfirmation(cardReturn(), createTestStore());
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(row('Payment Method')).toHaveTextContent(/^Pay by Card$/);
    expect(screen.queryByText('Vehicle', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Operator', { selector: 'dt' })).toBeNull();
  });
});
