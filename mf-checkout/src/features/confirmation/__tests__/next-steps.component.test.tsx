import { screen, within } from '@testing-library/react';
import { completeCheckoutAttempt } from '@booking/shared/api';
import {
  appSettingsAtom,
  bookingConfirmationAtom,
  operatorTextsAtom,
  selectedVehicleDataAtom,
  type OperatorTexts,
} from '@booking/shared/store';
import { sampleSettings } from '@booking/shared/testing';
import { answer, bookedAttempt, cardReturn, flowStore, renderConfirmation } from './render-confirmation';

// product §10 "Visitor clarity": a confirmation says what happens next; a cancelled payment says nothing happened.

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), completeCheckoutAttempt: jest.fn() }));
const completeCall = completeCheckoutAttempt as jest.MockedFunction<typeof completeCheckoutAttempt>;

const TEXTS: OperatorTexts = {
  priceIncludes: null,
  termsUrl: null,
  privacyUrl: null,
  sample: false,
  cancellationPolicy: 'Free cancellation up to 24 hours before pick-up.',
  meetingInstructions: 'Your driver waits in the arrivals hall with a name board.',
};

/** The kept confirmation of `booking`, shown at its pay-in-car address. */
function showKept(booking: Partial<typeof answer.data.booking>, texts: OperatorTexts | null, settings = sampleSettings) {
  const store = flowStore();
  store.set(appSettingsAtom, settings);
  store.set(operatorTextsAtom, texts);
  const result = { ...answer, data: { ...answer.data, booking: { ...answer.data.booking, ...booking } } };
  store.set(bookingConfirmationAtom, { result, stripeSessionId: null, confirmedAt: '2030-01-01T00:00:00Z' });
  return renderConfirmation(`/payment-success?status=success&booking=${result.data.booking.booking_number}`, store);
}

const nextSteps = () => screen.getByRole('region', { name: 'What happens next' });

const journey = (name: string) => screen.getByRole('region', { name });

describe('Confirmation: what happens next', () => {
  it('an airport pick-up with meet and greet: where the driver meets them under the leg, the policy and how to reach the operator', async () => {
    showKept({ meet_and_greet: 'yes' }, TEXTS);
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(journey('Outward Journey')).toHaveTextContent('Meeting your driverYour driver waits in the arrivals hall with a name board.');
    expect(nextSteps()).not.toHaveTextContent('Meeting your driver');
    expect(nextSteps()).toHaveTextContent('Cancellation policyFree cancellation up to 24 hours before pick-up.');
    expect(nextSteps()).toHaveTextContent('Contact us and quote your reference 87654321.');
    const contact = within(nextSteps()).getByRole('list', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(contact).getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute('href', 'mailto:bookings@example.com');
    expect(screen.getByRole('link', { name: 'Book another journey' })).toHaveAttribute('href', '/');
  });

  it('a return picked up at an airport with meet and greet gets them under the return; no arrivals hall without it', async () => {
    const back = {
      pick_up_address: '10 Downing Street',
      return_pickup_address: 'Gatwick Airport South Terminal',
      return_date: '2030-06-14',
    };
    const first = showKept({ ...back, return_meet_and_greet: 'yes' }, TEXTS);
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(journey('Return Journey')).toHaveTextContent('Meeting your driver');
    expect(journey('Outward Journey')).not.toHaveTextContent('Meeting your driver');
    first.unmount();
    showKept(back, TEXTS);
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(screen.queryByText(/arrivals hall/)).toBeNull();
    expect(nextSteps()).toHaveTextContent('Cancellation policy');
  });

  it('says once that the demo’s texts are samples, marks no paragraph, and shows no empty box when the operator set nothing', async () => {
    const first = showKept({ meet_and_greet: 'yes' }, { ...TEXTS, sample: true });
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent('This demo shows sample operator texts');
    expect(screen.queryByText(/\(sample text\)/)).toBeNull();
    first.unmount();
    const own = showKept({}, TEXTS);
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(screen.queryByRole('note')).toBeNull();
    own.unmount();
    showKept({}, null, { ...sampleSettings, Company_Contact_Info: '', FROM_EMAIL: '' });
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(screen.queryByRole('region', { name: 'What happens next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book another journey' })).toHaveAttribute('href', '/');
  });

  it('Payment Method reads Pay by Card for a card booking, never the raw value', async () => {
    completeCall.mockResolvedValue(bookedAttempt());
    renderConfirmation(cardReturn());
    await screen.findByRole('heading', { level: 1, name: 'Thank You' });
    expect(screen.getByText('Payment Method').nextSibling).toHaveTextContent(/^Pay by Card$/);
  });
});

describe('Payment Canceled', () => {
  it('keeps the product’s words, says nothing was taken or booked, and Try again goes back to payment with the journey kept', async () => {
    const { user, store } = renderConfirmation('/payment-cancel?status=canceled');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support if you need assistance.')).toBeInTheDocument();
    expect(screen.getByText('No money was taken and nothing was booked.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Payment page')).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)).not.toBeNull();
  });
});
