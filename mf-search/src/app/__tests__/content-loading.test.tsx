import { act } from '@testing-library/react';
import { fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { contentLoadsAtom, settingsStatusAtom, type SettingsStatus } from '@booking/shared/store';
import { createStoreWith, renderWithProviders } from '@booking/shared/testing';
import { resetPopularAddresses } from '../../hooks/use-popular-addresses';
import HomePage from '../home-page';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));
(fetchVehicles as jest.Mock).mockResolvedValue([]);

function deferredAddresses() {
  let answer: (list: { id: number; address: string }[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  (fetchPopularAddresses as jest.Mock).mockReturnValue(
    new Promise((ok, ko) => {
      answer = ok;
      fail = ko;
    }),
  );
  return {
    answer: (list: { id: number; address: string }[]) => act(async () => answer(list)),
    fail: (e: Error) => act(async () => fail(e)),
  };
}

function renderHome(settingsStatus: SettingsStatus) {
  const store = createStoreWith({ appSettings: { QUOTATION: 'disable' } });
  store.set(settingsStatusAtom, settingsStatus);
  return { ...renderWithProviders(<HomePage />, { store }), store };
}

beforeEach(() => {
  resetPopularAddresses();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

// The overlay itself is the shell's (shell/src/app/__tests__/layout-overlay.test.tsx): the home page
// keeps it up by counting its list in while the list loads.
describe("home content (product §4: 'Please wait while loading content' until settings and addresses load)", () => {
  it('counts the popular addresses in until they answer', async () => {
    const addresses = deferredAddresses();
    const { store } = renderHome('ready');
    expect(store.get(contentLoadsAtom)).toBe(1);
    await addresses.answer([{ id: 1, address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' }]);
    expect(store.get(contentLoadsAtom)).toBe(0);
  });

  it('counts them out when they fail, so the form stays usable', async () => {
    const addresses = deferredAddresses();
    const { store } = renderHome('error');
    expect(store.get(contentLoadsAtom)).toBe(1);
    await addresses.fail(new Error('down'));
    expect(store.get(contentLoadsAtom)).toBe(0);
  });

  it('counts them out when the page goes before they answer', () => {
    deferredAddresses();
    const { store, unmount } = renderHome('loading');
    expect(store.get(contentLoadsAtom)).toBe(1);
    unmount();
    expect(store.get(contentLoadsAtom)).toBe(0);
  });
});
