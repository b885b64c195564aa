import { screen } from '@testing-library/react';
import { ApiError, sendInstantEmail } from '@booking/shared/api';
import { defaultBookingForm } from '../../../domain/forms';
import { bookingFormAtom } from '@booking/shared/store';
import { renderWithProviders } from '@booking/shared/testing';
import { QuoteNowSection } from '../quote-now-section';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  sendInstantEmail: jest.fn(),
  fetchPopularAddresses: jest.fn().mockResolvedValue([]),
}));
const sendCall = sendInstantEmail as jest.MockedFunction<typeof sendInstantEmail>;

const journey = {
  ...defaultBookingForm(),
  pickup: 'Heathrow Airport',
  dropoff: 'SW1A 1AA',
  pickup_hour: '3pm',
  pickup_min: '05',
  passengers: 3,
};

beforeEach(() => sendCall.mockReset());

describe('Quote Now', () => {
  it('is pre-filled from the stored journey, sends the 24-hour time and removes the stored form', async () => {
    sendCall.mockResolvedValue({ success: true });
    const { user, store } = renderWithProviders(<QuoteNowSection />, { storeValues: { bookingForm: journey, bookingType: 'milleage' } });
    expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveValue('Heathrow Airport');
    expect(screen.getByLabelText('Passengers')).toHaveValue('3');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Telephone' }), '07700900123');
    await user.click(screen.getByRole('button', { name: 'SEND' }));

    expect(await screen.findByText('Your booking has been sent!')).toBeInTheDocument();
    expect(sendCall).toHaveBeenCalledWith(
      expect.objectContaining({
        pickup_address: 'Heathrow Airport',
        dropoff_address: 'SW1A 1AA',
        pickup_time: '15:05',
        passengers: 3,
        passenger_email: 'ann@example.com',
        passenger_phone: '07700900123',
      }),
    );
    expect(store.get(bookingFormAtom)).toBeNull();
  });

  it.each([
    ['the call fails', () => sendCall.mockRejectedValue(new Error('down'))],
    [
      'the API answers success: false',
      () => sendCall.mockRejectedValue(new ApiError('Mailbox full', 200, { success: false, message: 'Mailbox full' })),
    ],
  ])('says There was a problem sending your booking. and keeps the stored form when %s', async (_case, arrange) => {
    arrange();
    const { user, store } = renderWithProviders(<QuoteNowSection />, { storeValues: { bookingForm: journey, bookingType: 'milleage' } });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Telephone' }), '07700900123');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem sending your booking.');
    expect(store.get(bookingFormAtom)).not.toBeNull();
  });
});
