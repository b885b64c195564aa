import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { corporateLogout, fetchCorporateBookings, validateToken } from '@booking/shared/api';
import { passengerCorporateDetailsAtom, passengerTokenAtom, store } from '@booking/shared/store';
import provider from '../corporate-app';
import { PASSENGER } from './area-test-utils';

// mf_corporate/CorporateApp as a page with no React of its own uses it: the bridge's render into an
// element, with the area's options, then destroy. The app's store is the one store (a foreign host
// gets the remote's own copy of it).

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(),
  corporateLogout: jest.fn(),
}));

let dom: HTMLElement;
const app = provider();
const mount = (options: Partial<Parameters<typeof app.render>[0]> = {}) =>
  act(() => app.render({ dom, basename: '/corporate', bookNowPath: '/book.html', ...options }));

beforeEach(() => {
  jest.clearAllMocks();
  (validateToken as jest.Mock).mockResolvedValue({ valid: true });
  (fetchCorporateBookings as jest.Mock).mockResolvedValue([]);
  (corporateLogout as jest.Mock).mockResolvedValue({ success: true });
  store.set(passengerTokenAtom, null);
  store.set(passengerCorporateDetailsAtom, null);
  dom = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  act(() => app.destroy({ dom }));
  dom.remove();
});

const signIn = () => {
  store.set(passengerTokenAtom, 'token-1');
  store.set(passengerCorporateDetailsAtom, PASSENGER);
};

it('renders the area into the element at the basename, with its own router', async () => {
  window.history.pushState(null, '', '/corporate/bookings');
  await mount();
  expect(await within(dom).findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/corporate/login');
  expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/corporate/bookings');
});

it('places the area at basename + basePath when the host gives both', async () => {
  signIn();
  window.history.pushState(null, '', '/portal/corporate/');
  await mount({ basename: '/portal', basePath: 'corporate' });
  expect(await within(dom).findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/portal/corporate/bookings');
});

it('calls the host’s sign-out hook after Logout', async () => {
  signIn();
  const onSignOut = jest.fn();
  window.history.pushState(null, '', '/corporate/bookings');
  await mount({ onSignOut });
  const sidebar = await within(dom).findByRole('navigation', { name: 'Corporate Account' });
  await userEvent.click(within(sidebar).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  expect(corporateLogout).toHaveBeenCalledWith('token-1');
  expect(store.get(passengerTokenAtom)).toBeNull();
});

it('takes new options on a second render, and destroy unmounts it', async () => {
  signIn();
  window.history.pushState(null, '', '/corporate/my-account');
  await mount();
  expect(await within(dom).findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  const onSignOut = jest.fn();
  await mount({ onSignOut });
  await userEvent.click(within(dom).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(onSignOut).toHaveBeenCalled());

  act(() => app.destroy({ dom }));
  expect(dom).toBeEmptyDOMElement();
  expect(screen.queryByRole('navigation', { name: 'Corporate Account' })).not.toBeInTheDocument();
});
