import { screen } from '@testing-library/react';
import { updatePassenger, validateToken } from '@booking/shared/api';
import { passengerCorporateDetailsAtom } from '@booking/shared/store';
import { PASSENGER, renderArea, SIGNED_IN } from '../../../app/__tests__/area-test-utils';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  validateToken: jest.fn(),
  updatePassenger: jest.fn(),
}));
const update = updatePassenger as jest.MockedFunction<typeof updatePassenger>;

beforeEach(() => {
  jest.clearAllMocks();
  (validateToken as jest.Mock).mockResolvedValue({ valid: true });
  update.mockImplementation(async (payload) => ({
    success: true,
    passenger: {
      passenger_id: 1,
      passenger_name: payload.name,
      passenger_email: payload.email,
      passenger_contact_no: String(payload.phone ?? ''),
    },
  }));
});

const withPhone = (phone: string) => ({ ...SIGNED_IN, passengerCorporateDetails: { ...PASSENGER, passenger_contact_no: phone } });

async function change(user: ReturnType<typeof renderArea>['user'], label: RegExp, value: string) {
  // The profile page is a chunk of its own: the first test waits for its first load.
  const input = await screen.findByLabelText(label, {}, { timeout: 5000 });
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('My Account', () => {
  it('shows the card titled Edit Profile (product §2 and §10 "Money, trust and privacy")', async () => {
    renderArea('/my-account', SIGNED_IN);
    // The profile page is a chunk of its own: the first test waits for its first load.
    expect(await screen.findByRole('region', { name: 'Edit Profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  // product §10 "Money, trust and privacy": a stored phone the phone rule rejects never blocks saving the other fields.
  it.each([
    ['too short', '12345'],
    ['words', 'call reception'],
    ['too long', '0770090012345678'],
  ])('saves the name and e-mail beside a stored phone that is %s, kept as it is', async (_case, stored) => {
    const { user, store } = renderArea('/my-account', withPhone(stored));
    await change(user, /^Name/, 'Dana Renamed');
    await change(user, /^Email/, 'dana.renamed@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toHaveTextContent('Passenger Details Updated');
    expect(update).toHaveBeenCalledWith(
      { passenger_id: 1, name: 'Dana Renamed', email: 'dana.renamed@example.com', phone: stored },
      'token-1',
    );
    expect(store.get(passengerCorporateDetailsAtom)).toMatchObject({ passenger_name: 'Dana Renamed', passenger_contact_no: stored });
  });

  it('still refuses a phone typed in place of the stored one', async () => {
    const { user } = renderArea('/my-account', withPhone('12345'));
    await change(user, /^Phone/, '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid phone number'));
    expect(update).not.toHaveBeenCalled();
  });
});
