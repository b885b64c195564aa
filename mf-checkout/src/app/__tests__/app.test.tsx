import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bookingConfirmationAtom, registrationDataAtom, store } from '@booking/shared/store';
import App from '../app';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('mf_checkout App', () => {
  beforeEach(() => {
    localStorage.clear();
    store.set(registrationDataAtom, null);
    store.set(bookingConfirmationAtom, null);
  });

  it.each([
    ['/personalDetailView', 'Personal Details'],
    ['/paymentview', 'Payment'],
    ['/checkout', 'Payment'],
    ['/stripecheckout', 'Card Payment'],
    ['/payment-cancel', 'Payment Canceled'],
    ['/payment-success?status=canceled', 'Payment Canceled'],
    ['/paymentSuccessView', 'Booking not found'],
    ['/forgot_password', 'Forgot Password'],
  ])('shows its page on %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders nothing on a path it does not own', () => {
    const { container } = renderAt('/contactus');
    expect(container).toBeEmptyDOMElement();
  });
});
