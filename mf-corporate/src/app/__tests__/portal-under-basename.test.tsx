import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { corporateLogin, corporateLogout, fetchCorporateBookings, validateToken } from '@booking/shared/api';
import { passengerCorporateDetailsAtom, passengerTokenAtom, store } from '@booking/shared/store';
import { aBooking } from '../../features/bookings/__tests__/booking-factory';
import CorporateArea, { type CorporateAreaProps } from '../corporate-area';
import { PASSENGER } from './area-test-utils';

// A portal as its README example: its router's basename is /portal, the area at /portal/corporate.
// Every path option is a path of that router; the sign-in redirect is the address bar's path.

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  corporateLogin: jest.fn(),
  corporateLogout: jest.fn(),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(),
}));

const PORTAL_OPTIONS: CorporateAreaProps = {
  basePath: '/corporate',
  bookNowPath: '/book',
  homePath: '/welcome',
  settings: { currency: 'EUR', roundOff: true, companyName: 'Acme Executive Travel' },
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Router path">{`${pathname}${search}`}</output>;
}

function renderPortal(url: string, options: CorporateAreaProps = PORTAL_OPTIONS) {
  return render(
    <MemoryRouter basename="/portal" initialEntries={[url]}>
      <Routes>
        <Route
          path="/welcome"
          element={
            <>
              <h1>Welcome to Acme</h1>
              <Link to="/corporate/bookings">Corporate bookings</Link>
            </>
          }
        />
        <Route path="/book" element={<h1>Book with Acme</h1>} />
        <Route path="/corporate/*" element={<CorporateArea {...options} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const signedIn = () => {
  store.set(passengerTokenAtom, 'token-1');
  store.set(passengerCorporateDetailsAtom, PASSENGER);
};
const sidebar = () => screen.getByRole('navigation', { name: 'Corporate Account' });
const routerPath = () => screen.getByLabelText('Router path').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  store.set(passengerTokenAtom, null);
  store.set(passengerCorporateDetailsAtom, null);
  (validateToken as jest.Mock).mockResolvedValue({ valid: true });
  (fetchCorporateBookings as jest.Mock).mockResolvedValue([aBooking({ total_booking_amount: 68.4 })]);
  (corporateLogout as jest.Mock).mockResolvedValue({ success: true });
});

it('shows the amounts in the portal’s currency, rounded, and its name as the way home', async () => {
  signedIn();
  renderPortal('/portal/corporate/bookings');
  const row = await screen.findByRole('row', { name: /10000001/ });
  expect(within(row).getByRole('cell', { name: '€68' })).toBeInTheDocument();
  const home = within(sidebar()).getByRole('link', { name: 'Acme Executive Travel, home page' });
  expect(home).toHaveAttribute('href', '/portal/welcome');
  await userEvent.click(home);
  expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toBeInTheDocument();
});

it('leads Book Now to bookNowPath in the portal’s router', async () => {
  signedIn();
  renderPortal('/portal/corporate/bookings');
  await userEvent.click(
    await within(await screen.findByRole('navigation', { name: 'Corporate Account' })).findByRole('link', { name: 'Book Now' }),
  );
  expect(await screen.findByRole('heading', { name: 'Book with Acme' })).toBeInTheDocument();
  expect(routerPath()).toBe('/book');
});

it('goes to homePath after Logout when the portal gives no hook; the portal’s link back asks to sign in', async () => {
  signedIn();
  renderPortal('/portal/corporate/bookings');
  await userEvent.click(
    within(await screen.findByRole('navigation', { name: 'Corporate Account' })).getByRole('button', { name: 'Logout' }),
  );
  expect(await screen.findByRole('heading', { name: 'Welcome to Acme' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Corporate bookings' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
});

it('writes the sign-in redirect as the address bar’s path, and follows it back after signing in', async () => {
  (corporateLogin as jest.Mock).mockResolvedValue({ success: true, access_token: 'new-token', passenger: PASSENGER });
  renderPortal('/portal/corporate/my-account');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(routerPath()).toBe(`/corporate/login?redirect=${encodeURIComponent('/portal/corporate/my-account')}`);
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/portal/welcome');

  await userEvent.type(screen.getByLabelText(/Username/), PASSENGER.passenger_email);
  await userEvent.type(screen.getByLabelText(/Password/), 'Corporate#123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alertdialog', { name: 'Success' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
  expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  expect(routerPath()).toBe('/corporate/my-account');
});

it.each([
  ['outside the portal’s router', '/elsewhere/page'],
  ['on another site', '//evil.example/'],
])('after signing in, does not follow a redirect %s', async (_case, redirect) => {
  (corporateLogin as jest.Mock).mockResolvedValue({ success: true, access_token: 'new-token', passenger: PASSENGER });
  renderPortal(`/portal/corporate/login?redirect=${encodeURIComponent(redirect)}`);
  await userEvent.type(await screen.findByLabelText(/Username/), PASSENGER.passenger_email);
  await userEvent.type(screen.getByLabelText(/Password/), 'Corporate#123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
  await waitFor(() => expect(routerPath()).toBe('/corporate/bookings'));
});

it('names a wrong option on the console and shows its default, never a blank', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signedIn();
  renderPortal('/portal/corporate/bookings', {
    ...PORTAL_OPTIONS,
    homePath: 'welcome',
    settings: { currency: '€', roundOff: 'yes' as unknown as boolean, companyName: '' },
  });
  const row = await screen.findByRole('row', { name: /10000001/ });
  expect(within(row).getByRole('cell', { name: '£68.40' })).toBeInTheDocument();
  expect(within(sidebar()).getByRole('link', { name: 'Home, home page' })).toHaveAttribute('href', '/portal');
  const said = error.mock.calls.map((call) => String(call[0])).join('\n');
  for (const option of ['homePath', 'settings.currency', 'settings.roundOff', 'settings.companyName'])
    expect(said).toContain(`mf_corporate: ${option} must be`);
  error.mockRestore();
});

it('ignores our shell’s stored appSettings in a portal', async () => {
  localStorage.setItem('appSettings', JSON.stringify({ CURRENCY: btoa(JSON.stringify('$')) }));
  signedIn();
  renderPortal('/portal/corporate/bookings', { basePath: '/corporate' });
  const row = await screen.findByRole('row', { name: /10000001/ });
  expect(within(row).getByRole('cell', { name: '£68.40' })).toBeInTheDocument();
});
