import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  appSettingsAtom,
  bookingFormAtom,
  bookingTypeAtom,
  calculatedDistanceAtom,
  clientModeAtom,
  createTestStore,
  hourlyRateFormAtom,
  passengerCorporateDetailsAtom,
  passengerTokenAtom,
  priceDetailsAtom,
  registrationDataAtom,
  selectedVehicleDataAtom,
  settingsStatusAtom,
  StoreProvider,
  vehicleSelectionsAtom,
  type ExtractAtomValue,
  type Store,
} from '../store';
import { ThemeProvider } from '../ui';

const atomsByName = {
  bookingForm: bookingFormAtom,
  hourlyRateForm: hourlyRateFormAtom,
  bookingType: bookingTypeAtom,
  priceDetails: priceDetailsAtom,
  selectedVehicleData: selectedVehicleDataAtom,
  registrationData: registrationDataAtom,
  calculatedDistance: calculatedDistanceAtom,
  appSettings: appSettingsAtom,
  clientMode: clientModeAtom,
  passengerToken: passengerTokenAtom,
  passengerCorporateDetails: passengerCorporateDetailsAtom,
  vehicleSelections: vehicleSelectionsAtom,
  settingsStatus: settingsStatusAtom,
} as const;

/** Store items a test can start from, by atom name without "Atom". */
export type StoreValues = { [K in keyof typeof atomsByName]: ExtractAtomValue<(typeof atomsByName)[K]> };

/**
 * A fresh store holding `values` (persisted ones are written to localStorage too, as the app would).
 * localStorage is cleared first unless `keepStorage` is set.
 */
export function createStoreWith(values: Partial<StoreValues> = {}, { keepStorage = false } = {}): Store {
  if (!keepStorage) localStorage.clear();
  const store = createTestStore();
  for (const [name, value] of Object.entries(values)) {
    const target = atomsByName[name as keyof StoreValues];
    if (!target) throw new Error(`renderWithProviders: unknown store value "${name}"`);
    // Each name maps to its own atom's type through StoreValues; the loop loses that pairing.
    store.set(target as unknown as Parameters<Store['set']>[0], value as never);
  }
  return store;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The path the MemoryRouter starts at (default '/'), or a path with navigation state. */
  route?: string | { pathname: string; state?: unknown };
  storeValues?: Partial<StoreValues>;
  /** Use this store instead of a fresh one (storeValues are then ignored). */
  store?: Store;
  /** Keep what the test put in localStorage (default: cleared, so tests do not leak into each other). */
  keepStorage?: boolean;
}

export type RenderWithProvidersResult = RenderResult & { store: Store; user: ReturnType<typeof userEvent.setup> };

/** Renders `ui` as an app sees it: a fresh store, the theme and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', storeValues, store, keepStorage, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const testStore = store ?? createStoreWith(storeValues, { keepStorage });
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <StoreProvider store={testStore}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeProvider>
      </StoreProvider>
    ),
  });
  return { ...result, store: testStore, user };
}
