import { screen } from '@testing-library/react';
import { calculateSelectedVehiclePrice } from '@booking/shared/api';
import { clientModeAtom, registrationPasswordAtom } from '@booking/shared/store';
import { createStoreWith, renderWithProviders, sampleBookingForm, sampleSelectedVehicle, sampleSettings } from '@booking/shared/testing';
import { passwordChangedState } from '../../../lib/password-changed';
import PersonalDetailsPage from '../personal-details-page';

// product §2: Forgot Password ends on personal details; product §10 "What the visitor sees": ready to sign in.

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  calculateSelectedVehiclePrice: jest.fn(),
}));
(calculateSelectedVehiclePrice as jest.MockedFunction<typeof calculateSelectedVehiclePrice>).mockResolvedValue({
  final_price: 47.5,
  breakdown: { ...sampleSelectedVehicle.breakdown, final_price: 47.5 },
});

function renderAfterReset(state: unknown) {
  const store = createStoreWith({
    appSettings: sampleSettings,
    selectedVehicleData: sampleSelectedVehicle,
    bookingType: 'milleage',
    bookingForm: sampleBookingForm,
    clientMode: 'guest_login',
  });
  // The password typed before the reset, the old one.
  store.set(registrationPasswordAtom, 'Old#Wrong1');
  return renderWithProviders(<PersonalDetailsPage />, { store, route: { pathname: '/personalDetailView', state } });
}

describe('arriving from a password reset', () => {
  it('is an existing client with the reset e-mail, told the password changed, the password to type', async () => {
    const { store } = renderAfterReset(passwordChangedState('client@example.com'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Sign in with it.');
    expect(screen.getByRole('radio', { name: 'Existing Client' })).toBeChecked();
    expect(store.get(clientModeAtom)).toBe('existing_client');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(store.get(registrationPasswordAtom)).toBe('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it.each([[undefined], [null], [{ email: 'client@example.com' }], [{ passwordChangedFor: 42 }]])(
    'says nothing and changes nothing with the state %p',
    async (state) => {
      const { store } = renderAfterReset(state);
      await screen.findByText('£47.50');
      expect(screen.queryByText('Your password has been changed. Sign in with it.')).not.toBeInTheDocument();
      expect(store.get(clientModeAtom)).toBe('guest_login');
    },
  );
});
