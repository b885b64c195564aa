import { act, screen } from '@testing-library/react';
import { fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { settingsStatusAtom, type SettingsStatus } from '@booking/shared/store';
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
  (fetchPopularAddresses as jest.Mock).mockReturnValue(new Promise((ok, ko) => { answer = ok; fail = ko; }));
  return { answer: (list: { id: number; address: string }[]) => act(async () => answer(list)), fail: (e: Error) => act(async () => fail(e)) };
}

function renderHome(settingsStatus: SettingsStatus) {
  const store = createStoreWith({ appSettings: { QUOTATION: 'disable' } });
  store.set(settingsStatusAtom, settingsStatus);
  return renderWithProviders(<HomePage />, { store });
}

const overlay = () => screen.queryByText('Please wait while loading content');

beforeEach(() => {
  resetPopularAddresses();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe("home overlay (SPEC 4: 'Please wait while loading content' until settings and addresses load)", () => {
  it('stays after the settings until the addresses answer', async () => {
    const addresses = deferredAddresses();
    renderHome('ready');
    expect(overlay()).toBeInTheDocument();
    await addresses.answer([{ id: 1, address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' }]);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('lifts when the addresses fail, so the form stays usable', async () => {
    const addresses = deferredAddresses();
    renderHome('error');
    expect(overlay()).toBeInTheDocument();
    await addresses.fail(new Error('down'));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('leaves the overlay to the shell while the settings load (one overlay at a time)', () => {
    deferredAddresses();
    renderHome('loading');
    expect(overlay()).not.toBeInTheDocument();
  });
});
