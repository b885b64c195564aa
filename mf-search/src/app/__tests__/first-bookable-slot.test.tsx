import { act, screen } from '@testing-library/react';
import { fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { appSettingsAtom } from '@booking/shared/store';
import { renderWithProviders } from '@booking/shared/testing';
import HomePage from '../home-page';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);
(fetchVehicles as jest.Mock).mockResolvedValue([]);

const NOW = Date.UTC(2025, 5, 1, 9, 2); // 10:02 in the UK (BST)
const QUIET = { SHOW_FLEET_SECTION: 'disable', SHOW_CONTACT_SECTION: 'disable', SHOW_POPULAR_LOCATION: 'disable' };
const HOURLY_ONLY = { ...QUIET, HOURLY_RATE_STATUS: 'enable', QUOTATION: 'enable' };

// Only the clock is fixed: the timers stay real, for the forms and user-event.
beforeEach(() =>
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  }),
);
afterEach(() => jest.useRealTimers());

const pickUpTime = () =>
  [screen.getByLabelText(/^(Pick-Up|Pick up) Date$/), screen.getByLabelText('Hour'), screen.getByLabelText('Min')].map(
    (f) => (f as HTMLInputElement).value,
  );

describe('the first bookable slot: now + GRACE_TIME, rounded up to 5 minutes, UK time', () => {
  it.each([
    ['2 hours', '120', ['2025-06-01', '12pm', '05']],
    ['45 minutes', '45', ['2025-06-01', '10am', '50']],
    ['14 hours: the next day', '840', ['2025-06-02', '12am', '05']],
  ])('the hourly form starts there, with a grace time of %s', async (_case, grace, slot) => {
    renderWithProviders(<HomePage />, { storeValues: { appSettings: { ...HOURLY_ONLY, GRACE_TIME: grace } } });
    await screen.findByRole('button', { name: 'Search' });
    expect(pickUpTime()).toEqual(slot);
  });

  it('follows the grace time when the settings arrive after the form, unless the visitor chose a time', async () => {
    const { store, user, unmount } = renderWithProviders(<HomePage />, { storeValues: { appSettings: HOURLY_ONLY } });
    await screen.findByRole('button', { name: 'Search' });
    expect(pickUpTime()).toEqual(['2025-06-01', '10am', '05']);
    act(() => store.set(appSettingsAtom, { ...HOURLY_ONLY, GRACE_TIME: '120' }));
    expect(pickUpTime()).toEqual(['2025-06-01', '12pm', '05']);
    unmount();

    const second = renderWithProviders(<HomePage />, { storeValues: { appSettings: HOURLY_ONLY } });
    await user.selectOptions(await screen.findByLabelText('Hour'), '11am');
    act(() => second.store.set(appSettingsAtom, { ...HOURLY_ONLY, GRACE_TIME: '120' }));
    expect(pickUpTime()).toEqual(['2025-06-01', '11am', '05']);
  });

  it('the distance form: tomorrow at now rounded; today moves an unchosen time to the slot', async () => {
    const { user } = renderWithProviders(<HomePage />, { storeValues: { appSettings: { ...QUIET, GRACE_TIME: '120' } } });
    expect(pickUpTime()).toEqual(['2025-06-02', '10am', '00']);
    await user.clear(screen.getByLabelText('Pick-Up Date'));
    await user.type(screen.getByLabelText('Pick-Up Date'), '2025-06-01');
    expect(pickUpTime()).toEqual(['2025-06-01', '12pm', '05']);
  });

  it('the distance form keeps a time the visitor chose before picking today', async () => {
    const { user } = renderWithProviders(<HomePage />, { storeValues: { appSettings: { ...QUIET, GRACE_TIME: '120' } } });
    await user.selectOptions(screen.getByLabelText('Hour'), '11am');
    await user.clear(screen.getByLabelText('Pick-Up Date'));
    await user.type(screen.getByLabelText('Pick-Up Date'), '2025-06-01');
    expect(pickUpTime()).toEqual(['2025-06-01', '11am', '00']);
  });

  it('the distance form moves an unchosen date too when a long grace time arrives, and its return date with it', async () => {
    const { store, user } = renderWithProviders(<HomePage />, { storeValues: { appSettings: QUIET } });
    await user.click(screen.getByRole('button', { name: 'Add Return' }));
    act(() => store.set(appSettingsAtom, { ...QUIET, GRACE_TIME: '2900' })); // 48 h 20 min
    expect(pickUpTime()).toEqual(['2025-06-03', '10am', '25']);
    expect(screen.getByLabelText('Return Date')).toHaveValue('2025-06-04');
  });
});
