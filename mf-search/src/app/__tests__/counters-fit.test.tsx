import { render, screen } from '@testing-library/react';
import { fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { appSettingsAtom, bookingFormAtom, store } from '@booking/shared/store';
import { renderWithProviders, sampleBookingForm, sampleSettings } from '@booking/shared/testing';
import HomePage from '../home-page';
import OptionsPanel from '../options-panel';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(),
  fetchVehicles: jest.fn(),
}));
(fetchPopularAddresses as jest.Mock).mockResolvedValue([]);
(fetchVehicles as jest.Mock).mockResolvedValue([]);

// A counter's controls: two 44 px buttons, a 3rem value and their border (shared/src/ui/counter.tsx).
const COUNTER_CONTROLS_PX = 44 + 48 + 44 + 2;
const COUNTERS = ['Luggage', 'Hand Luggage', 'Baby Seats', 'Booster Seats', 'Special Luggage', 'Waiting Minutes'];

/**
 * No '+' cut off (jsdom has no layout, so the rules that guarantee it are read): each column is at least
 * as wide as a counter's controls and never wider than the panel, and a counter whose name and controls
 * do not fit side by side puts the controls under the name.
 */
function expectCountersToFit(names: string[]) {
  for (const name of names) {
    const counter = screen.getByRole('group', { name });
    expect(getComputedStyle(counter).flexWrap).toBe('wrap');
    const columns = getComputedStyle(counter.parentElement as HTMLElement).gridTemplateColumns;
    const match = /minmax\(min\(100%, ([\d.]+)rem\), 1fr\)/.exec(columns);
    expect(match).not.toBeNull();
    expect(Number(match?.[1]) * 16).toBeGreaterThanOrEqual(COUNTER_CONTROLS_PX);
  }
}

describe('Edit Options counters never clip', () => {
  it('on the search form, outbound and return', async () => {
    const { user } = renderWithProviders(<HomePage />, { storeValues: { appSettings: sampleSettings } });
    await user.click(screen.getByRole('button', { name: 'Add Return' }));
    await user.click(screen.getByRole('button', { name: 'Edit Options' }));
    expectCountersToFit([...COUNTERS, ...COUNTERS.map((name) => `Return ${name}`)]);
  });

  it('in mf_search/OptionsPanel, which mf_quote mounts in a narrow column', () => {
    localStorage.clear();
    store.set(appSettingsAtom, sampleSettings);
    store.set(bookingFormAtom, { ...sampleBookingForm, select_option: 'return' });
    render(<OptionsPanel />);
    expectCountersToFit([...COUNTERS, ...COUNTERS.map((name) => `Return ${name}`)]);
  });
});
