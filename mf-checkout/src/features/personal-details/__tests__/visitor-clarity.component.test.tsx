import { screen } from '@testing-library/react';
import { calculateSelectedVehiclePrice } from '@booking/shared/api';
import { operatorTextsAtom, type OperatorTexts } from '@booking/shared/store';
import {
  createStoreWith,
  renderWithProviders,
  sampleBookingForm,
  samplePriceDetails,
  sampleSelectedVehicle,
  sampleSettings,
} from '@booking/shared/testing';
import PersonalDetailsPage from '../personal-details-page';

// product §10 "Visitor clarity" on personal details: the operator's Privacy Policy and Terms linked from
// the new client's checkboxes, and the total near the top on phones.

jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), calculateSelectedVehiclePrice: jest.fn() }));
const priceCall = calculateSelectedVehiclePrice as jest.MockedFunction<typeof calculateSelectedVehiclePrice>;

const TEXTS: OperatorTexts = {
  priceIncludes: null,
  cancellationPolicy: null,
  meetingInstructions: null,
  sample: false,
  privacyUrl: '/privacy',
  termsUrl: 'https://operator.example/terms',
};

function openPage(texts: OperatorTexts | null) {
  const store = createStoreWith({
    appSettings: sampleSettings,
    priceDetails: samplePriceDetails,
    selectedVehicleData: sampleSelectedVehicle,
    bookingType: 'milleage',
    bookingForm: sampleBookingForm,
    clientMode: 'new_client',
  });
  store.set(operatorTextsAtom, texts);
  return renderWithProviders(<PersonalDetailsPage />, { route: '/personalDetailView', store });
}

beforeEach(() => {
  priceCall.mockReset().mockResolvedValue({ final_price: 47.5, breakdown: { ...sampleSelectedVehicle.breakdown, final_price: 47.5 } });
});

describe('New Client checkboxes', () => {
  it('link the Privacy Policy and the Terms in a new tab, and keep the checkboxes’ names', async () => {
    const { user, unmount } = openPage(TEXTS);
    await screen.findByText('£47.50');
    const privacy = screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' });
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const termsLink = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(termsLink).toHaveAttribute('href', 'https://operator.example/terms');
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(termsLink).toHaveAccessibleDescription('(opens in a new tab)');
    expect(termsLink.closest('label')).toHaveTextContent('I accept the Terms and Conditions (opens in a new tab)');
    await user.click(privacy);
    await user.click(terms);
    expect(privacy).toBeChecked();
    expect(terms).toBeChecked();
    unmount();

    // Without the operator's addresses the words stay plain.
    openPage({ ...TEXTS, privacyUrl: null, termsUrl: ' ' });
    await screen.findByText('£47.50');
    expect(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Privacy Policy|Terms and Conditions/ })).toBeNull();
    expect(screen.queryByText('(opens in a new tab)')).toBeNull();
  });
});

describe('the total near the top (phones)', () => {
  it('says the total before the form, once the price is up to date', async () => {
    openPage(null);
    expect(screen.getByText('Total: updating…')).toBeInTheDocument();
    const line = await screen.findByText('Total: £47.50');
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(line.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Details' }).nextElementSibling).toBe(line);
  });
});
