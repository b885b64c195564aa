import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { calculateSelectedVehiclePrice } from '@booking/shared/api';
import {
  createTestStore,
  decodeValue,
  encodeValue,
  registrationDataAtom,
  registrationPasswordAtom,
  type Store,
} from '@booking/shared/store';
import {
  createStoreWith,
  renderWithProviders,
  sampleBookingForm,
  samplePriceDetails,
  sampleRegistrationData,
  sampleSelectedVehicle,
  sampleSettings,
  type StoreValues,
} from '@booking/shared/testing';
import PersonalDetailsPage from '../personal-details-page';

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), calculateSelectedVehiclePrice: jest.fn() }));
(calculateSelectedVehiclePrice as jest.Mock).mockResolvedValue({
  final_price: 47.5,
  breakdown: { ...sampleSelectedVehicle.breakdown, final_price: 47.5 },
});

const SECRET = 'Secret#2025';
const JOURNEY: Partial<StoreValues> = {
  appSettings: sampleSettings,
  priceDetails: samplePriceDetails,
  selectedVehicleData: sampleSelectedVehicle,
  bookingType: 'milleage',
  bookingForm: sampleBookingForm,
  clientMode: 'new_client',
};

/** Every stored item, decoded where it is encoded: nowhere for a password to hide. */
const everythingStored = () =>
  Object.keys(localStorage)
    .map((key) => {
      const raw = localStorage.getItem(key)!;
      try {
        return JSON.stringify(decodeValue(raw));
      } catch {
        return raw;
      }
    })
    .join('\n');

async function openPage(store: Store) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/personalDetailView" element={<PersonalDetailsPage />} />
      <Route path="/paymentview" element={<h1>Payment page</h1>} />
    </Routes>,
    { route: '/personalDetailView', store },
  );
  await screen.findByText('£47.50');
  return result;
}
/** A reload: a new store reads what the browser kept; memory starts empty. */
const reload = (unmount: () => void) => {
  unmount();
  return openPage(createTestStore());
};

describe('what is typed on personal details', () => {
  it('is saved on every change except the password, so a refresh keeps it and asks for the password again', async () => {
    const { user, unmount } = await openPage(createStoreWith(JOURNEY));
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
    await user.type(screen.getByLabelText('Additional Info'), 'Two cases');
    expect(decodeValue(localStorage.getItem('personalDetailsDraft')!)).toMatchObject({ firstName: 'Ada', additionalInfo: 'Two cases' });
    expect(everythingStored()).not.toContain(SECRET);

    await reload(unmount);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' })).toBeChecked();
    expect(screen.getByLabelText('Additional Info')).toHaveValue('Two cases');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('Next saves registrationData without the password; the password waits in memory for the booking', async () => {
    const store = createStoreWith(JOURNEY);
    const { user } = await openPage(store);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Mobile Number/), '07700 900123');
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(store.get(registrationDataAtom)).toMatchObject({ email: 'ada@example.com', termsAccepted: true, password: '' });
    expect(store.get(registrationPasswordAtom)).toBe(SECRET);
    expect(everythingStored()).not.toContain(SECRET);
  });

  it('a guest leaves no password behind for the booking call', async () => {
    const store = createStoreWith(JOURNEY);
    const { user } = await openPage(store);
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    expect(store.get(registrationPasswordAtom)).toBe(SECRET);
    await user.click(screen.getByRole('radio', { name: 'Guest' }));
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Mobile Number/), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeInTheDocument();
    expect(store.get(registrationPasswordAtom)).toBe('');
  });

  it('details saved by an older page with a password are read without it, and stored again without it', async () => {
    createStoreWith(JOURNEY);
    localStorage.setItem('registrationData', encodeValue({ ...sampleRegistrationData, password: SECRET }));
    await openPage(createTestStore());
    expect(screen.getByLabelText('First Name')).toHaveValue('Amelia');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(everythingStored()).not.toContain(SECRET);
  });
});
