import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { calculateSelectedVehiclePrice, checkPassengerEmail } from '@booking/shared/api';
import { PERSONAL_DETAILS_MESSAGES as M } from '../../../domain/personal-details';
import {
  renderWithProviders,
  sampleBookingForm,
  samplePriceDetails,
  sampleSelectedVehicle,
  sampleSettings,
  type StoreValues,
} from '@booking/shared/testing';
import PersonalDetailsPage from '../personal-details-page';

// product §10 "What the visitor sees": after a Next, the messages of the fields it flagged follow the typing.

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
  screen.queryByRole('list', { name: 'Problems to fix' })
    ? within(screen.getByRole('list', { name: 'Problems to fix' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];

describe('messages after Next', () => {
  it('go as each field becomes valid, without another Next, and the focus stays where the visitor types', async () => {
    const { user } = await renderPage({ clientMode: 'new_client' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(problems()).toEqual([M.emailMissing, M.passwordMissing, M.privacy, M.terms, M.phoneMissing]);

    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'ada@example');
    // Its problem is now the format: product §5's checks stay first.
    expect(problems()).toEqual([M.passwordMissing, M.privacy, M.terms, M.emailFormat, M.phoneMissing]);
    expect(email).toHaveFocus();
  });

  it.each([
    ['the e-mail', /^Email/, 'ada@example.com', [M.passwordMissing, M.privacy, M.terms, M.phoneMissing]],
    ['the mobile number', /^Mobile Number/, '07700 900123', [M.emailMissing, M.passwordMissing, M.privacy, M.terms]],
    ['the password', /^Password/, 'Secret#123', [M.emailMissing, M.privacy, M.terms, M.phoneMissing]],
  ])('typing %s removes its message from the summary and beside the field', async (_name, label, text, left) => {
    const { user } = await renderPage({ clientMode: 'new_client' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(label), text);
    expect(problems()).toEqual(left);
    expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
  });

  it('shows the current problem of a flagged field, and leaves a field Next accepted alone until the next Next', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/^Mobile Number/), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(problems()).toEqual([M.emailMissing]);

    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    expect(problems()).toEqual([M.emailFormat]);
    await user.clear(screen.getByLabelText(/^Mobile Number/));
    expect(problems()).toEqual([M.emailFormat]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(problems()).toEqual([M.emailFormat, M.phoneMissing]);
  });

  it("keeps an existing client's refusal while the e-mail is the one checked, and drops it once changed", async () => {
    emailCall.mockResolvedValue({ success: false, message: 'Email not found' });
    const { user } = await renderPage({ clientMode: 'existing_client' });
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Whatever#1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: M.emailNotFound })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), '2');
    expect(problems()).toEqual([M.emailNotFound]);
    await user.type(screen.getByLabelText(/^Email/), 'x');
    expect(problems()).toEqual([]);
    await user.clear(screen.getByLabelText(/^Email/));
    expect(problems()).toEqual([M.emailMissing]);
  });
});
