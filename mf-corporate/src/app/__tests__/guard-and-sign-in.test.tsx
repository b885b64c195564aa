import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, corporateLogin, validateToken } from '@booking/shared/api';
import { passengerTokenAtom } from '@booking/shared/store';
import { PASSENGER, renderArea, SIGNED_IN } from './area-test-utils';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  corporateLogin: jest.fn(),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(() => Promise.resolve([])),
}));
const login = corporateLogin as jest.MockedFunction<typeof corporateLogin>;
const validate = validateToken as jest.MockedFunction<typeof validateToken>;
const path = () => screen.getByLabelText('Current path').textContent;

beforeEach(() => {
  login.mockReset();
  validate.mockReset();
});

async function signIn(user: ReturnType<typeof renderArea>['user'], email = 'demo.corporate@example.com', password = 'Corporate#123') {
  await user.type(screen.getByLabelText(/Username/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('route guard', () => {
  it.each(['/bookings', '/my-account'])('sends %s without a token to the login with the redirect', async (route) => {
    renderArea(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(path()).toBe(`/login?redirect=${encodeURIComponent(route)}`);
    expect(validate).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid', () => validate.mockResolvedValue({ valid: false })],
    ['erroring', () => validate.mockRejectedValue(new ApiError('down', 500))],
  ])('an %s token is removed and the user goes to the login', async (_name, arrange) => {
    arrange();
    const { store } = renderArea('/bookings', SIGNED_IN);
    await waitFor(() => expect(path()).toBe('/login?redirect=%2Fbookings'));
    expect(store.get(passengerTokenAtom)).toBeNull();
    expect(localStorage.getItem('passenger_token')).toBeNull();
  });

  it('lets a valid token through to the page', async () => {
    validate.mockResolvedValue({ valid: true });
    renderArea('/bookings', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(validate).toHaveBeenCalledWith('token-1');
  });

  it('treats a corrupt stored token as signed out', async () => {
    localStorage.setItem('passenger_token', '%%not-base64%%');
    renderArea('/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it('says Invalid credentials on success false', async () => {
    login.mockRejectedValue(new ApiError('Invalid credentials', 200, { success: false, message: 'Invalid credentials' }));
    const { user } = renderArea('/login');
    await signIn(user, 'demo.corporate@example.com', 'wrong');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Invalid credentials. Please try again.');
  });

  it('says An error occurred when the call fails', async () => {
    login.mockRejectedValue(new ApiError('Network', undefined));
    const { user } = renderArea('/login');
    await signIn(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('An error occurred. Please try again later.');
  });

  it('explains a 429 and keeps the button disabled for a minute', async () => {
    login.mockRejectedValue(new ApiError('Too many attempts.', 429));
    const { user } = renderArea('/login');
    await signIn(user);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByText(/You can try again in \d+ seconds/)).toBeInTheDocument();
  });

  it('checks the fields before calling', async () => {
    const { user } = renderArea('/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it.each([
    ['/login?redirect=%2Fmy-account', '/my-account'],
    ['/login?redirect=%2F%2Fevil.example', '/bookings'],
    ['/login', '/bookings'],
  ])('on success from %s stores the session and goes to %s', async (route, target) => {
    login.mockResolvedValue({ success: true, access_token: 'new-token', passenger: PASSENGER });
    validate.mockResolvedValue({ valid: true });
    const { user, store } = renderArea(route);
    await signIn(user);
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent('Login Successfully');
    expect(store.get(passengerTokenAtom)).toBe('new-token');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    await waitFor(() => expect(path()).toBe(target));
  });
});
