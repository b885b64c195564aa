import { screen, within } from '@testing-library/react';
import {
  registerHostRemotes,
  renderWithProviders,
  sampleBookingForm,
  sampleHourlyRateForm,
  samplePriceDetails,
  sampleSettings,
} from '@booking/shared/testing';
import { BookingSummary } from '../booking-summary';

const returnTrip = {
  ...sampleBookingForm,
  select_option: 'return' as const,
  return_pickup: '10 Downing Street, London SW1A 2AA',
  return_dropoff: 'Heathrow Airport Terminal 5, TW6 2GA',
  return_hour: '6pm',
  return_min: '15',
};
const distance = { bookingType: 'milleage' as const, priceDetails: samplePriceDetails, appSettings: sampleSettings };

describe('BookingSummary (BOOK A TRIP)', () => {
  it('shows a one-way distance journey with Edit Quote on the results page', () => {
    renderWithProviders(<BookingSummary />, { storeValues: { ...distance, bookingForm: sampleBookingForm } });
    const panel = screen.getByRole('region', { name: 'BOOK A TRIP' });
    expect(within(panel).getByText('Heathrow Airport Terminal 5, TW6 2GA')).toBeInTheDocument();
    expect(within(panel).getByText('10/06/2030 15:30')).toBeInTheDocument();
    expect(within(panel).getByText('26 km / 16.2 miles (each way)')).toBeInTheDocument();
    expect(within(panel).getByText('35 mins (each way)')).toBeInTheDocument();
    expect(within(panel).queryByText('Return From')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit Quote' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('button', { name: 'Edit Options' })).not.toBeInTheDocument();
  });

  it('Edit Quote becomes Cancel and asks for the journey form (a fallback where it cannot load)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onEditingChange = jest.fn();
    const { user } = renderWithProviders(<BookingSummary onEditingChange={onEditingChange} />, {
      storeValues: { ...distance, bookingForm: sampleBookingForm },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Quote' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    expect(onEditingChange).toHaveBeenLastCalledWith(true);
    expect(await screen.findByText(/The journey form cannot be loaded right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onEditingChange).toHaveBeenLastCalledWith(false);
    jest.restoreAllMocks();
  });

  it('shows the return leg, and on the personal details page the options and return details instead of Edit Quote', async () => {
    const { user } = renderWithProviders(<BookingSummary variant="personal-details" />, {
      storeValues: { ...distance, bookingForm: returnTrip },
    });
    expect(screen.getByText('Return From')).toBeInTheDocument();
    expect(screen.getByText('11/06/2030 18:15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Quote' })).not.toBeInTheDocument();
    const options = screen.getByRole('region', { name: 'Options' });
    expect(within(options).getByText('Meet & Greet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See Return Details' }));
    expect(screen.getByRole('button', { name: 'Hide Return Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Return Passengers')).toBeInTheDocument();
  });

  it('shows an hourly journey with its Pickup Duration and no To or distance', () => {
    renderWithProviders(<BookingSummary variant="personal-details" />, {
      storeValues: {
        bookingType: 'hourly',
        hourlyRateForm: sampleHourlyRateForm,
        priceDetails: samplePriceDetails,
        appSettings: sampleSettings,
      },
    });
    expect(screen.getByText('King’s Cross Station, London N1C 4QP')).toBeInTheDocument();
    expect(screen.getByText('6 Hours')).toBeInTheDocument();
    expect(screen.queryByText('To')).not.toBeInTheDocument();
    expect(screen.queryByText(/each way/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Options' })).not.toBeInTheDocument();
  });

  it('mounts mf_search’s journey map through the host only when a maps key is set', async () => {
    const loadRemote = jest.fn(async () => ({ default: () => <p>Route map</p> }));
    registerHostRemotes(['mf_search'], loadRemote);
    const values = { ...distance, bookingForm: sampleBookingForm };
    const { unmount } = renderWithProviders(<BookingSummary />, { storeValues: values });
    expect(loadRemote).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<BookingSummary />, { storeValues: { ...values, appSettings: { ...sampleSettings, GOOGLE_API_KEY: 'key' } } });
    expect(await screen.findByText('Route map')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_search/JourneyMap');
    jest.restoreAllMocks();
  });
});
