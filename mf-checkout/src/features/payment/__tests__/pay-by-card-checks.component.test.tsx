import { screen, waitFor } from '@testing-library/react';
import {
  ApiError,
  calculateSelectedVehiclePrice,
  checkPassengerEmail,
  createCheckoutAttempt,
  getCheckoutAttempt,
} from '@booking/shared/api';
import { clientModeAtom, selectedVehicleDataAtom } from '@booking/shared/store';
import { sampleSelectedVehicle, sampleSettings } from '@booking/shared/testing';
import { browserNavigator } from '../model/checkout';
import { openAttempt, priced, renderPayment } from './render-payment';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  checkPassengerEmail: jest.fn(),
  calculateSelectedVehiclePrice: jest.fn(),
  createCheckoutAttempt: jest.fn(),
  getCheckoutAttempt: jest.fn(),
}));
const emailCall = checkPassengerEmail as jest.MockedFunction<typeof checkPassengerEmail>;
const priceCall = calculateSelectedVehiclePrice as jest.MockedFunction<typeof calculateSelectedVehiclePrice>;
const attemptCall = createCheckoutAttempt as jest.MockedFunction<typeof createCheckoutAttempt>;

let assign: jest.SpyInstance;
beforeEach(() => {
  emailCall.mockReset();
  priceCall.mockReset().mockResolvedValue(priced(42.5));
  attemptCall.mockReset().mockResolvedValue(openAttempt());
  (getCheckoutAttempt as jest.Mock).mockReset();
  assign = jest.spyOn(browserNavigator, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

const payByCard = async (user: { click: (element: Element) => Promise<void> }) =>
  user.click(screen.getByRole('button', { name: 'Pay By Card' }));
/** A refusal keeps the visitor on /paymentview, and no checkout attempt is made. */
const staysOnPayment = () => {
  expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Card Payment' })).toBeNull();
  expect(attemptCall).not.toHaveBeenCalled();
};

describe('Pay By Card checks before charging (product §10 "Money, trust and privacy")', () => {
  it('the checks run on /paymentview; once they pass, the hand-off screen makes the attempt with the checked amount', async () => {
    let release: (value: ReturnType<typeof priced>) => void = () => undefined;
    priceCall.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    const { user } = renderPayment();
    await payByCard(user);
    expect(priceCall).toHaveBeenCalledTimes(1);
    staysOnPayment();
    release(priced(42.5));
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Payment' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(attemptCall).toHaveBeenCalledTimes(1);
    expect(attemptCall).toHaveBeenCalledWith(expect.objectContaining({ amount: 4250 }), { token: null });
  });

  it.each([
    ['has an account with this password', { success: true, message: 'Email found' }],
    ['has an account with another password', { success: false, message: 'Incorrect password' }],
  ])('a new client whose e-mail %s is told so, offered sign-in, and nothing is charged', async (_name, answer) => {
    emailCall.mockResolvedValue(answer);
    const { user, store } = renderPayment({ mode: 'new_client', password: 'Newclient#2026' });
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists. Please sign in as an existing client.',
    );
    expect(emailCall).toHaveBeenCalledWith({ email: 'amelia.clarke@example.com', password: 'Newclient#2026' });
    expect(priceCall).not.toHaveBeenCalled();
    staysOnPayment();
    await user.click(screen.getByRole('button', { name: 'Sign in as an existing client' }));
    expect(store.get(clientModeAtom)).toBe('existing_client');
    expect(screen.getByText('At /personalDetailView')).toBeInTheDocument();
  });

  it("an existing client with a wrong password reads the server's message and the way back to personal details", async () => {
    emailCall.mockResolvedValue({ success: false, message: 'Incorrect password' });
    const { user } = renderPayment({ mode: 'existing_client', password: 'wrong' });
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    staysOnPayment();
    await user.click(screen.getByRole('button', { name: 'Back to personal details' }));
    expect(screen.getByText('At /personalDetailView')).toBeInTheDocument();
  });

  it('a new client with a free e-mail goes on, with the password from memory', async () => {
    emailCall.mockResolvedValue({ success: false, message: 'Email not found' });
    const { user } = renderPayment({ mode: 'new_client', password: 'Newclient#2026' });
    await payByCard(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    const [{ booking }] = attemptCall.mock.calls[0];
    expect(booking.registrationData).toMatchObject({ email: 'amelia.clarke@example.com', password: 'Newclient#2026' });
  });

  it('a pick-up inside the grace time is refused by the fresh price, on the page', async () => {
    priceCall.mockRejectedValue(new ApiError('Pickup time is within the grace period', 422));
    const { user } = renderPayment();
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pickup time is within the grace period');
    expect(emailCall).not.toHaveBeenCalled();
    staysOnPayment();
  });

  it('a changed price is stored and said, and the visitor presses Pay By Card again', async () => {
    priceCall.mockResolvedValue(priced(48));
    const { user, store } = renderPayment();
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price of this journey has changed to £48.00. Please check it and press Pay By Card again.',
    );
    staysOnPayment();
    expect(screen.getByText('Total:')).toHaveTextContent('Total: £48.00');
    expect(store.get(selectedVehicleDataAtom)?.breakdown?.final_price).toBe(48);
    await payByCard(user);
    await waitFor(() => expect(attemptCall).toHaveBeenCalledWith(expect.objectContaining({ amount: 4800 }), expect.anything()));
  });

  it.each([
    ['no', 36.3, 36.3, 3630],
    ['yes', 36.3, 36.4, 3600],
  ])('ROUND_OFF=%s: %p shown, %p fresh, charged %p minor units', async (roundOff, shown, fresh, amount) => {
    priceCall.mockResolvedValue(priced(fresh));
    const { user } = renderPayment({
      settings: { ...sampleSettings, ROUND_OFF: roundOff },
      values: { selectedVehicleData: { ...sampleSelectedVehicle, breakdown: priced(shown).breakdown } },
    });
    await payByCard(user);
    await waitFor(() => expect(attemptCall).toHaveBeenCalledWith(expect.objectContaining({ amount }), expect.anything()));
  });

  it.each(['new_client', 'existing_client'] as const)(
    '%s after a reload (no password in memory): asked to type it again, no Pay button',
    async (mode) => {
      const { user } = renderPayment({ mode, password: '' });
      expect(screen.getByText('For your security, please enter your password again.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay By Card' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Pay in Car' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Back to personal details' }));
      expect(screen.getByText('At /personalDetailView')).toBeInTheDocument();
    },
  );
});
