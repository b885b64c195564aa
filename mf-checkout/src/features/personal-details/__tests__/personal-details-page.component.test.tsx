import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, calculateSelectedVehiclePrice, checkPassengerEmail } from '@booking/shared/api';
import { PERSONAL_DETAILS_MESSAGES as M } from '../../../domain/personal-details';
import { clientModeAtom, registrationDataAtom } from '@booking/shared/store';
import {
  renderWithProviders,
  sampleBookingForm,
  sampleCorporatePassenger,
  sampleHourlyRateForm,
  samplePriceDetails,
  sampleSelectedVehicle,
  sampleSettings,
  type StoreValues,
} from '@booking/shared/testing';
import PersonalDetailsPage from '../personal-details-page';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateSelectedVehiclePrice: jest.fn(),
  checkPassengerEmail: jest.fn(),
}));
const priceCall = calculateSelectedVehiclePrice as jest.MockedFunction<typeof calculateSelectedVehiclePrice>;
const emailCall = checkPassengerEmail as jest.MockedFunction<typeof checkPassengerEmail>;

beforeEach(() => {
  priceCall.mockReset().mockResolvedValue({ final_price: 47.5, breakdown: { ...sampleSelectedVehicle.breakdown, final_price: 47.5 } });
  emailCall.mockReset();
});

async function renderPage(values: Partial<StoreValues> = {}) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/personalDetailView" element={<PersonalDetailsPage />} />
      <Route path="/paymentview" element={<h1>Payment page</h1>} />
      <Route path="/forgot_password" element={<h1>Reset page</h1>} />
    </Routes>,
    {
      route: '/personalDetailView',
      storeValues: {
        appSettings: sampleSettings,
        priceDetails: samplePriceDetails,
        selectedVehicleData: sampleSelectedVehicle,
        bookingType: 'milleage',
        bookingForm: sampleBookingForm,
        ...values,
      },
    },
  );
  await screen.findByText('£47.50');
  return result;
}

const problems = () =>
  within(screen.getByRole('list', { name: 'Problems to fix' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Personal details page', () => {
  it('shows the chosen vehicle and its refreshed price after a spinner', async () => {
    const pending = renderPage();
    expect(screen.getByRole('status', { name: 'Loading price' })).toBeInTheDocument();
    await pending;
    expect(screen.getByText('Saloon')).toBeInTheDocument();
    expect(priceCall).toHaveBeenCalledWith(expect.objectContaining({ bookingType: 'milleage', quantity: 1, meet_and_greet: 'no' }));
  });

  it('keeps showing the chosen price and says it could not be refreshed', async () => {
    priceCall.mockRejectedValue(new ApiError('API response was not successful.', 500));
    renderWithProviders(<PersonalDetailsPage />, {
      route: '/personalDetailView',
      storeValues: {
        appSettings: sampleSettings,
        selectedVehicleData: sampleSelectedVehicle,
        bookingType: 'milleage',
        bookingForm: sampleBookingForm,
      },
    });
    expect(await screen.findByText('We could not update the price')).toBeInTheDocument();
    expect(screen.getByText('Total price:').parentElement).toHaveTextContent('Total price:£42.50');
  });

  // product §10 "What the visitor sees": what the total is made of, one tap away beside it.
  it('puts the refreshed price’s breakdown one tap away beside the total; none while it is asked', async () => {
    const extra = { code: 'meet_and_greet', name: 'Meet and greet', leg: 'outbound' as const, quantity: 1, unit_price: 15, amount: 15 };
    priceCall.mockResolvedValue({
      final_price: 57.5,
      breakdown: { base_fare: 42.5, return_fare: 0, extras: [extra], quantity: 1, final_price: 57.5 },
    });
    const { user } = renderWithProviders(<PersonalDetailsPage />, {
      route: '/personalDetailView',
      storeValues: {
        appSettings: sampleSettings,
        selectedVehicleData: sampleSelectedVehicle,
        bookingType: 'milleage',
        bookingForm: sampleBookingForm,
      },
    });
    const card = screen.getByRole('region', { name: 'Selected Vehicle' });
    expect(within(card).queryByRole('button', { name: 'Price breakdown' })).toBeNull();
    const toggle = await within(card).findByRole('button', { name: 'Price breakdown' });
    await user.click(toggle);
    const lines = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([...lines.querySelectorAll('div')].map((row) => row.textContent)).toEqual([
      'Base fare£42.50',
      'Meet & Greet£15.00',
      'Total£57.50',
    ]);
  });

  it('prices an hourly hire with its own form and asks for no flight', async () => {
    await renderPage({ bookingType: 'hourly', hourlyRateForm: sampleHourlyRateForm, bookingForm: null });
    expect(priceCall).toHaveBeenCalledWith(expect.objectContaining({ bookingType: 'hourly', hourlyRateForm: sampleHourlyRateForm }));
    expect(priceCall.mock.calls[0][0]).not.toHaveProperty('bookingForm');
    expect(screen.queryByLabelText('Flight, train station, sea port or ferry name')).not.toBeInTheDocument();
  });

  it('offers guest first with GUEST_LOGIN, and hides it otherwise', async () => {
    const first = await renderPage();
    expect(screen.getByRole('radio', { name: 'Guest' })).toBeChecked();
    first.unmount();
    await renderPage({ appSettings: { ...sampleSettings, GUEST_LOGIN: 'disable' } });
    expect(screen.queryByRole('radio', { name: 'Guest' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New Client' })).toBeChecked();
  });

  it('lists a new client’s problems, product §5’s first in its order, beside each field too, and focuses the summary', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'New Client' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(problems()).toEqual([M.emailMissing, M.passwordMissing, M.privacy, M.terms, M.phoneMissing]);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(M.emailMissing);
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' })).toHaveAccessibleDescription(M.terms);
  });

  it('saves a guest’s registrationData and the mode, then goes to payment', async () => {
    const { user, store } = await renderPage();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Surname'), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Mobile Number/), '07700 900123');
    await user.type(screen.getByLabelText('Flight, train station, sea port or ferry name'), 'BA 117');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(store.get(registrationDataAtom)).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      number: '07700 900123',
      password: '',
    });
    expect(store.get(clientModeAtom)).toBe('guest_login');
  });

  it('tells an existing client with a wrong e-mail what to do, and stays', async () => {
    emailCall.mockResolvedValue({ success: false, message: 'Email not found' });
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('radio', { name: 'Existing Client' }));
    expect(store.get(clientModeAtom)).toBe('existing_client');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot_password');
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Whatever#1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: M.emailNotFound })).toBeInTheDocument();
    expect(emailCall).toHaveBeenCalledWith({ email: 'nobody@example.com', password: 'Whatever#1' });
    expect(store.get(registrationDataAtom)).toBeNull();
  });

  it('says why the check failed, with product §8’s prefix', async () => {
    emailCall.mockRejectedValue(new ApiError('Too many sign-in attempts', 429));
    const { user } = await renderPage({ clientMode: 'existing_client' });
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Client#123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('link', { name: 'An error occurred while checking email: Too many sign-in attempts' }),
    ).toBeInTheDocument();
  });

  it('lets a found existing client read the message, then goes to payment', async () => {
    emailCall.mockResolvedValue({ success: true });
    const { user } = await renderPage({ clientMode: 'existing_client' });
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Client#123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.emailFound)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment page' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps what was typed when the visitor leaves for Forgot Password and comes back', async () => {
    const { user, store, unmount } = await renderPage({ clientMode: 'existing_client' });
    await user.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await user.type(screen.getByLabelText('Additional Info'), 'Two cases');
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<PersonalDetailsPage />, { store, route: '/personalDetailView' });
    await screen.findByText('£47.50');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Additional Info')).toHaveValue('Two cases');
  });

  it('pre-fills a signed-in corporate passenger', async () => {
    await renderPage({ passengerCorporateDetails: sampleCorporatePassenger });
    expect(screen.getByLabelText('First Name')).toHaveValue('Demo');
    expect(screen.getByLabelText('Surname')).toHaveValue('Corporate');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo.corporate@example.com');
    expect(screen.getByLabelText(/^Mobile Number/)).toHaveValue('+442079460001');
  });

  it('opens the mobile-number help by keyboard', async () => {
    const { user } = await renderPage();
    screen.getByRole('button', { name: 'Help with the mobile number' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/use a format like \+31123456789/i)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/use a format like \+31123456789/i)).not.toBeInTheDocument();
  });
});
