import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, calculateSelectedVehiclePrice, checkPassengerEmail, type BookingForm } from '@booking/shared/api';
import { bookingFormAtom, selectedVehicleDataAtom, type Store } from '@booking/shared/store';
import type { StoreValues } from '@booking/shared/testing';
import { renderWithProviders, sampleBookingForm, samplePriceDetails, sampleSelectedVehicle, sampleSettings } from '@booking/shared/testing';
import PersonalDetailsPage from '../personal-details-page';
import { PROCEED_AFTER_MS } from '../use-personal-details';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateSelectedVehiclePrice: jest.fn(),
  checkPassengerEmail: jest.fn(),
}));
const priceCall = calculateSelectedVehiclePrice as jest.MockedFunction<typeof calculateSelectedVehiclePrice>;
const emailCall = checkPassengerEmail as jest.MockedFunction<typeof checkPassengerEmail>;
const answer = (total: number) => ({ final_price: total, breakdown: { ...sampleSelectedVehicle.breakdown, final_price: total } });
/** The next price call waits until the test answers it. */
function pendingPrice() {
  let answerWith: (total: number) => void = () => {};
  priceCall.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        answerWith = (total) => resolve(answer(total));
      }),
  );
  return (total: number) => act(async () => answerWith(total));
}

beforeEach(() => {
  priceCall.mockReset().mockResolvedValue(answer(47.5));
  emailCall.mockReset();
});

async function renderPage(values: Partial<StoreValues> = {}) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/personalDetailView" element={<PersonalDetailsPage />} />
      <Route path="/paymentview" element={<h1>Payment page</h1>} />
    </Routes>,
    {
      route: '/personalDetailView',
      storeValues: {
        appSettings: sampleSettings,
        priceDetails: samplePriceDetails,
        selectedVehicleData: sampleSelectedVehicle,
        bookingType: 'milleage',
        bookingForm: { ...sampleBookingForm, pickup: '10 Downing Street, London SW1A 2AA' },
        ...values,
      },
    },
  );
  const { user } = result;
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  if (!values.clientMode) await user.type(screen.getByLabelText(/^Mobile Number/), '07700 900123');
  return result;
}

/** What mf_search's Edit Options (or Edit Quote) does: each change is written to the stored BookingForm at once. */
const editOptions = (store: Store, change: Partial<BookingForm>) =>
  act(async () => store.set(bookingFormAtom, { ...store.get(bookingFormAtom)!, ...change }));
const next = () => screen.getByRole('button', { name: 'Next' });

describe('Next on personal details waits for a price that is up to date', () => {
  it('is held with "Updating the price…" while the price is asked, on arrival and after Edit Options', async () => {
    const arrival = pendingPrice();
    const { user, store } = await renderPage();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAccessibleDescription('Updating the price…');
    await arrival(47.5);
    expect(next()).not.toHaveAttribute('aria-disabled');

    const repriced = pendingPrice();
    await editOptions(store, { meet_and_greet: 'yes' });
    expect(screen.getByText('Updating the price…')).toHaveAttribute('role', 'status');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(screen.queryByRole('heading', { name: 'Payment page' })).not.toBeInTheDocument();

    await repriced(62.5);
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)?.final_price).toBe(62.5);
  });

  it('stays held with the error shown when the price cannot be asked, until Try again succeeds', async () => {
    priceCall.mockRejectedValueOnce(new ApiError('API response was not successful.', 500));
    const { user } = await renderPage();
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('We could not update the price');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAccessibleDescription(/API response was not successful\. You can continue once the price is up to date\./);
    await user.click(next());
    expect(screen.queryByRole('heading', { name: 'Payment page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('£47.50')).toBeInTheDocument();
    expect(next()).not.toHaveAttribute('aria-disabled');
    expect(priceCall).toHaveBeenCalledTimes(2);
  });

  it('checks the vehicle’s room again when Edit Options adds luggage, and holds Next until it fits', async () => {
    const { user, store } = await renderPage();
    await screen.findByText('£47.50');
    await editOptions(store, { luggages: 3 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The selected vehicle has no room for these optionsLuggage exceeded by 1. Change the options, or go Back to choose another vehicle.',
    );
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAccessibleDescription(/Luggage exceeded by 1/);
    await user.click(next());
    expect(screen.queryByRole('heading', { name: 'Payment page' })).not.toBeInTheDocument();

    await editOptions(store, { luggages: 2 });
    await screen.findByText('£47.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
  });

  it('an existing client found while the options change goes to payment only once the new price is in', async () => {
    let found: (answer: { success: boolean }) => void = () => {};
    emailCall.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          found = resolve;
        }),
    );
    const { user, store } = await renderPage({ clientMode: 'existing_client' });
    await screen.findByText('£47.50');
    await user.type(screen.getByLabelText(/^Password/), 'Client#123');
    await user.click(next());
    const repriced = pendingPrice();
    await editOptions(store, { baby_seats: 1 });
    await act(async () => found({ success: true }));
    expect(await screen.findByText('Email found. Proceeding to payment.')).toBeInTheDocument();
    await act(() => new Promise((wait) => setTimeout(wait, PROCEED_AFTER_MS + 200)));
    expect(screen.queryByRole('heading', { name: 'Payment page' })).not.toBeInTheDocument();
    expect(screen.getByText('Updating the price…')).toBeInTheDocument();
    await repriced(55);
    expect(await screen.findByRole('heading', { name: 'Payment page' }, { timeout: 3000 })).toBeInTheDocument();
    expect(store.get(selectedVehicleDataAtom)?.final_price).toBe(55);
  });
});
