import { screen, within } from '@testing-library/react';
import { operatorTextsAtom, type OperatorTexts } from '@booking/shared/store';
import { renderWithProviders } from '@booking/shared/testing';
import PaymentPage from '../payment-page';
import { flowStore, type PaymentSetup } from './render-payment';

// By the Pay buttons: the Terms the booking accepts and the cancellation policy, the operator's own
// (product §10 "Visitor clarity"); the accepted cards are pictures, nothing to press.

const TEXTS: OperatorTexts = {
  priceIncludes: null,
  meetingInstructions: null,
  privacyUrl: null,
  sample: false,
  termsUrl: 'https://operator.example/terms',
  cancellationPolicy: 'Free cancellation up to 24 hours before pick-up.',
};

const renderWith = (texts: OperatorTexts | null, setup: PaymentSetup = {}) => {
  const store = flowStore(setup);
  store.set(operatorTextsAtom, texts);
  return renderWithProviders(<PaymentPage />, { route: '/paymentview', store });
};

describe('Payment page: terms, cancellation policy and cards', () => {
  it('links the Terms and Conditions (in a new tab, said beside it) and shows the cancellation policy', () => {
    renderWith(TEXTS);
    const link = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(link.closest('p')).toHaveTextContent(/^By booking you accept our Terms and Conditions \(opens in a new tab\)\.$/);
    expect(link).toHaveAttribute('href', 'https://operator.example/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    expect(screen.getByText('Cancellation policy:').closest('p')).toHaveTextContent(
      'Cancellation policy: Free cancellation up to 24 hours before pick-up.',
    );
    expect(screen.queryByText('(sample text)')).toBeNull();
  });

  it('says once that the demo’s texts are samples, not after the policy', () => {
    renderWith({ ...TEXTS, sample: true });
    expect(screen.getByText('Cancellation policy:').closest('p')).toHaveTextContent(/before pick-up\.$/);
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent('This demo shows sample operator texts');
  });

  it('shows only what the operator set: never an empty box, never an unsafe address', () => {
    const termsOnly = renderWith({ ...TEXTS, cancellationPolicy: '  ' });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.queryByText(/Cancellation policy/)).toBeNull();
    termsOnly.unmount();
    const policyOnly = renderWith({ ...TEXTS, termsUrl: 'javascript:alert(1)' });
    expect(screen.queryByText(/By booking you accept/)).toBeNull();
    expect(screen.getByText('Cancellation policy:')).toBeInTheDocument();
    policyOnly.unmount();
    renderWith(null);
    expect(screen.queryByText(/By booking you accept|Cancellation policy/)).toBeNull();
  });

  it('keeps the policy, not the Terms line, when a client must type the password again first', () => {
    renderWith(TEXTS, { mode: 'new_client', password: '' });
    expect(screen.queryByRole('button', { name: 'Pay By Card' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Terms and Conditions' })).toBeNull();
    expect(screen.getByText('Cancellation policy:')).toBeInTheDocument();
  });

  it('shows the accepted cards as images with text alternatives, none of them focusable or a button', () => {
    renderWith(null);
    const cards = screen.getByRole('list', { name: 'Cards we accept' });
    expect(within(cards).getAllByRole('img')).toHaveLength(5);
    for (const name of ['Visa', 'Mastercard', 'American Express', 'Apple Pay', 'Google Pay']) {
      expect(within(cards).getByRole('img', { name })).toBeInTheDocument();
    }
    expect(within(cards).queryAllByRole('button')).toEqual([]);
    expect(within(cards).queryAllByRole('link')).toEqual([]);
    expect(cards.querySelectorAll('[tabindex], a, button, input')).toHaveLength(0);
  });
});
