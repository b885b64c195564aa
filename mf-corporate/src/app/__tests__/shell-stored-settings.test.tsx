import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fetchCorporateBookings, validateToken } from '@booking/shared/api';
import { appSettingsAtom, passengerCorporateDetailsAtom, passengerTokenAtom, store } from '@booking/shared/store';
import { aBooking } from '../../features/bookings/__tests__/booking-factory';
import App from '../app';
import { PASSENGER } from './area-test-utils';

// mf_corporate/App, as our shell mounts it: the settings are those the shell loaded and stored.

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(),
}));

beforeEach(() => {
  (validateToken as jest.Mock).mockResolvedValue({ valid: true });
  (fetchCorporateBookings as jest.Mock).mockResolvedValue([aBooking({ total_booking_amount: 68.4 })]);
  store.set(passengerTokenAtom, 'token-1');
  store.set(passengerCorporateDetailsAtom, PASSENGER);
});

it.each([
  [{ CURRENCY: '€', ROUND_OFF: 'yes', Company_Name: 'Harbour Line Taxis' }, '€68', 'Harbour Line Taxis, home page'],
  [{}, '£68.40', 'Home, home page'],
])('with the stored settings %j, the amount is %s and the way home %s', async (settings, amount, home) => {
  store.set(appSettingsAtom, settings);
  render(
    <MemoryRouter initialEntries={['/bookings']}>
      <App />
    </MemoryRouter>,
  );
  const row = await screen.findByRole('row', { name: /10000001/ });
  expect(within(row).getByRole('cell', { name: amount })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Corporate Account' })).getByRole('link', { name: home })).toHaveAttribute(
    'href',
    '/',
  );
});
