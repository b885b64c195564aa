import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, corporateLogout, fetchCorporateBookings, validateToken } from '@booking/shared/api';
import { bookingConfirmationAtom, type BookingConfirmation } from '@booking/shared/store';
import { renderArea, SIGNED_IN } from './area-test-utils';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(),
  corporateLogout: jest.fn(),
}));
const logoutCall = corporateLogout as jest.MockedFunction<typeof corporateLogout>;

const confirmation = {
  result: { success: true, data: { booking: { booking_number: '20000009', ride_type: 'Q' }, bookingStops: [], passengerDetails: null } },
  stripeSessionId: null,
  confirmedAt: '2030-06-01T10:00:00.000Z',
} as unknown as BookingConfirmation;

beforeEach(() => {
  jest.clearAllMocks();
  (validateToken as jest.Mock).mockResolvedValue({ valid: true });
  (fetchCorporateBookings as jest.Mock).mockResolvedValue([]);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// product §10 "Money, trust and privacy": the saved confirmation (name, e-mail, phone of the last booking)
// goes on corporate logout.
it.each([
  ['succeeds', () => logoutCall.mockResolvedValue({ success: true })],
  ['fails', () => logoutCall.mockRejectedValue(new ApiError('down'))],
])('Logout removes the saved confirmation when the call %s', async (_name, arrange) => {
  arrange();
  const { user, store } = renderArea('/bookings', SIGNED_IN);
  store.set(bookingConfirmationAtom, confirmation);
  const sidebar = await screen.findByRole('navigation', { name: 'Corporate Account' });
  await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/$/));
  expect(store.get(bookingConfirmationAtom)).toBeNull();
  expect(localStorage.getItem('bookingConfirmation')).toBeNull();
});
