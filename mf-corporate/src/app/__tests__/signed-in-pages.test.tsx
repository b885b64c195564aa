import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, corporateLogout, fetchCorporateBookings, updatePassenger, validateToken } from '@booking/shared/api';
import { passengerCorporateDetailsAtom, passengerTokenAtom } from '@booking/shared/store';
import { aBooking } from '../../features/bookings/__tests__/booking-factory';
import { PASSENGER, renderArea, SIGNED_IN } from './area-test-utils';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  fetchCorporateBookings: jest.fn(),
  updatePassenger: jest.fn(),
  corporateLogout: jest.fn(),
}));
const validate = validateToken as jest.MockedFunction<typeof validateToken>;
const fetchBookings = fetchCorporateBookings as jest.MockedFunction<typeof fetchCorporateBookings>;
const update = updatePassenger as jest.MockedFunction<typeof updatePassenger>;
const logoutCall = corporateLogout as jest.MockedFunction<typeof corporateLogout>;
const path = () => screen.getByLabelText('Current path').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  validate.mockResolvedValue({ valid: true });
});

const returnWithStops = aBooking({
  booking_number: '20000002',
  return_date: '2026-01-16',
  return_time: '18:40',
  payment_method: 'card',
  flight_no: 'BA117',
  passenger_detail: {
    passenger_name: 'Dana Demo',
    passenger_email: 'demo.corporate@example.com',
    passenger_contact_no: '07700 900123',
    total_passengers: 2,
    additional_info: null,
  },
  booking_details: {
    luggages: 3,
    vehicle_qty: 1,
    meet_and_greet: 'yes',
    baby_seat: 1,
    booster_seat: 0,
    wheel_chair: 'no',
    special_luggages: 0,
    waiting_minutes: 15,
  },
  booking_stops: [{ stop_address: 'Downing Street', stop_post_code: 'SW1A 2AA', stop_street_number: '10' }],
});

describe('bookings', () => {
  it('lists the passenger own bookings with the product labels and opens the details', async () => {
    fetchBookings.mockResolvedValue([aBooking(), returnWithStops]);
    const { user } = renderArea('/bookings', SIGNED_IN);
    const table = await screen.findByRole('table');
    expect(fetchBookings).toHaveBeenCalledWith(1, 'token-1');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Booking Number',
      'Pickup',
      'Destination',
      'Pickup Date',
      'Pickup Time',
      'Vehicle',
      'Payment Method',
      'Booking Amount',
      'Booking Type',
      'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /20000002/ });
    expect(row).toHaveTextContent('Pay by Card');
    expect(row).toHaveTextContent('10/01/2026');
    expect(within(row).getByRole('cell', { name: 'Distance' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 bookings')).toBeInTheDocument();

    const details = within(row).getByRole('button', { name: 'Details of booking 20000002' });
    await user.click(details);
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    // It opens at its top: the focus is on its title, and Tab goes on to Close below the blocks.
    expect(within(dialog).getByRole('heading', { name: 'Booking Details' }).firstElementChild).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Return Time18:40');
    expect(dialog).toHaveTextContent('Stop 1Downing Street, SW1A 2AA, 10');
    expect(dialog).toHaveTextContent('Baby SeatYes');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it("shows a return trip's extras on each leg and its return note in the Booking Details", async () => {
    const returnExtras = aBooking({
      ...returnWithStops,
      booking_number: '20000003',
      passenger_detail: { ...returnWithStops.passenger_detail, additional_info: 'Out at 07:30', return_additional_info: 'Ring on arrival' },
      booking_details: {
        ...returnWithStops.booking_details,
        return_meet_and_greet: 'no',
        return_baby_seat: 2,
        return_booster_seat: 0,
        return_wheel_chair: 'yes',
        return_special_luggages: 0,
        return_waiting_minutes: 10,
      },
    });
    fetchBookings.mockResolvedValue([returnExtras]);
    const { user } = renderArea('/bookings', SIGNED_IN);
    await user.click(await screen.findByRole('button', { name: 'Details of booking 20000003' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    const block = (name: string) => within(dialog).getByRole('region', { name });
    const value = (name: string, label: string) => within(block(name)).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Additional Details', 'Meet and Greet')).toHaveTextContent('Yes');
    expect(value('Additional Details', 'Return Meet and Greet')).toHaveTextContent('No');
    expect(value('Additional Details', 'Return Baby Seat')).toHaveTextContent('Yes');
    expect(value('Additional Details', 'Return Wheelchair')).toHaveTextContent('Yes');
    expect(value('Additional Details', 'Return Waiting Minutes')).toHaveTextContent('10');
    expect(value('Passenger', 'Additional Info')).toHaveTextContent('Out at 07:30');
    expect(value('Passenger', 'Return Additional Info')).toHaveTextContent('Ring on arrival');
  });

  it('shows cards instead of the table at 768 px or less', async () => {
    fetchBookings.mockResolvedValue([aBooking(), returnWithStops]);
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderArea('/bookings', SIGNED_IN);
      const cards = within(await screen.findByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Booking Number 10000001');
      expect(cards[0]).toHaveTextContent('Payment MethodPay to driver');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('says so when there are no bookings', async () => {
    fetchBookings.mockResolvedValue([]);
    renderArea('/bookings', SIGNED_IN);
    expect(await screen.findByText(/No bookings yet/)).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    fetchBookings.mockRejectedValueOnce(new ApiError('You can only see and change your own account.', 403)).mockResolvedValue([aBooking()]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderArea('/bookings', SIGNED_IN);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('shows the stored passenger and saves a change into the store', async () => {
    const saved = { ...PASSENGER, passenger_name: 'Dana Changed', passenger_contact_no: '+44 20 7946 0000' };
    update.mockResolvedValue({ success: true, message: 'Passenger Details Updated', passenger: saved });
    const { user, store } = renderArea('/my-account', SIGNED_IN);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Dana Demo');
    await user.clear(name);
    await user.type(name, 'Dana Changed');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent('Passenger Details Updated');
    expect(update).toHaveBeenCalledWith(
      { passenger_id: 1, name: 'Dana Changed', email: PASSENGER.passenger_email, phone: '+44 20 7946 0000' },
      'token-1',
    );
    expect(store.get(passengerCorporateDetailsAtom)).toEqual(saved);
  });

  it.each([
    ['', 'demo@example.com', '', 'Please enter your name.'],
    ['Dana', 'not-an-email', '', 'Please enter a valid e-mail address.'],
    ['Dana', 'demo@example.com', '12345', /Please enter a valid phone number/],
  ])('refuses name %p, email %p, phone %p', async (nameValue, email, phone, message) => {
    const { user } = renderArea('/my-account', SIGNED_IN);
    const fill = async (label: RegExp, value: string) => {
      const input = await screen.findByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    };
    await fill(/^Name/, nameValue);
    await fill(/^Email/, email);
    await fill(/^Phone/, phone);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it.each([
    [
      () => update.mockRejectedValue(new ApiError('This e-mail is already used by another account.', 200, { success: false })),
      'This e-mail is already used by another account.',
    ],
    [
      () => update.mockRejectedValue(new ApiError('The server took too long to answer.')),
      'An error occurred. Please try again later. The server took too long to answer.',
    ],
  ])('shows Error with the reason', async (arrange, text) => {
    arrange();
    const { user } = renderArea('/my-account', SIGNED_IN);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(text);
  });
});

describe('logout and the sidebar', () => {
  it.each([
    ['succeeds', () => logoutCall.mockResolvedValue({ success: true })],
    ['fails', () => logoutCall.mockRejectedValue(new ApiError('down'))],
  ])('when the call %s, both items go and the user goes to /', async (_name, arrange) => {
    arrange();
    fetchBookings.mockResolvedValue([]);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, store } = renderArea('/bookings', SIGNED_IN);
    const sidebar = await screen.findByRole('navigation', { name: 'Corporate Account' });
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(path()).toBe('/'));
    expect(store.get(passengerTokenAtom)).toBeNull();
    expect(store.get(passengerCorporateDetailsAtom)).toBeNull();
  });

  it('calls the host back on sign-out and links under the base path', async () => {
    logoutCall.mockResolvedValue({ success: true });
    fetchBookings.mockResolvedValue([]);
    const onSignOut = jest.fn();
    const { user } = renderArea('/portal/corporate/bookings', SIGNED_IN, { basePath: '/portal/corporate/', onSignOut });
    const sidebar = await screen.findByRole('navigation', { name: 'Corporate Account' });
    expect(within(sidebar).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/portal/corporate/my-account');
    expect(within(sidebar).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/portal/corporate/book-now');
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
  });

  it('sends Book Now where the host says', async () => {
    renderArea('/book-now', {}, { bookNowPath: '/search' });
    await waitFor(() => expect(path()).toBe('/search'));
  });
});
