import { act, screen } from '@testing-library/react';
import { contentLoadsAtom, operatorTextsAtom, settingsStatusAtom, useAtomValue } from '@booking/shared/store';
import { createStoreWith, renderWithProviders } from '@booking/shared/testing';
import { EMPTY_CONFIG, type AppConfig } from '../../config/app-config';
import { Layout } from '../layout';
import { publishAppConfig } from '../use-app-config';

// The frame's renders are counted through a hook Layout calls once per render.
const layoutRenders = jest.fn();
jest.mock('../../navigation/use-page-title', () => ({ usePageTitle: () => layoutRenders() }));
jest.mock('../../settings/use-settings-loader', () => ({ useSettingsLoader: () => () => undefined }));
jest.mock('../../layout/use-partner-companies', () => ({ usePartnerCompanies: () => [] }));
jest.mock('../../navigation/use-scroll-restoration', () => ({ useScrollRestoration: () => undefined }));
jest.mock('../../routes/route-view', () => ({
  RouteView: function RemotePage() {
    const texts = useAtomValue(operatorTextsAtom);
    return <p>{texts ? `Price includes: ${texts.priceIncludes}` : 'No operator texts'}</p>;
  },
}));

const CONFIG: AppConfig = {
  ...EMPTY_CONFIG,
  operator: {
    priceIncludes: 'Fixed price: fuel, tolls and VAT included.',
    cancellationPolicy: null,
    meetingInstructions: null,
    termsUrl: '/terms',
    privacyUrl: '/privacy',
    sample: false,
  },
};
const never = new Promise<AppConfig>(() => undefined);

beforeEach(() => layoutRenders.mockClear());

describe("the first render and the operator's texts from /config.json (read by the remotes through the shared store)", () => {
  it('has a config that arrived before it: in the store and the frame, with no later commit for it', () => {
    const store = createStoreWith({});
    publishAppConfig(store, CONFIG);
    renderWithProviders(<Layout config={never} arrived={CONFIG} />, { store });
    expect(screen.getByText('Price includes: Fixed price: fuel, tolls and VAT included.')).toBeInTheDocument();
  });

  it('waits for a config that has not arrived, and publishes it when it does', async () => {
    renderWithProviders(<Layout config={Promise.resolve(CONFIG)} />);
    expect(screen.getByText('No operator texts')).toBeInTheDocument();
    expect(await screen.findByText('Price includes: Fixed price: fuel, tolls and VAT included.')).toBeInTheDocument();
  });
  it("has no operator's texts when the operator set none", async () => {
    renderWithProviders(<Layout config={Promise.resolve(EMPTY_CONFIG)} />);
    expect(await screen.findByText('No operator texts')).toBeInTheDocument();
  });
});

describe('a store write at start', () => {
  it('re-renders the overlay alone when a content list starts and ends, not the frame', () => {
    const store = createStoreWith({});
    store.set(settingsStatusAtom, 'ready');
    renderWithProviders(<Layout config={never} arrived={CONFIG} />, { store });
    const before = layoutRenders.mock.calls.length;
    act(() => store.set(contentLoadsAtom, 1));
    expect(screen.getByText('Please wait while loading content')).toBeInTheDocument();
    act(() => store.set(contentLoadsAtom, 0));
    expect(screen.queryByText('Please wait while loading content')).not.toBeInTheDocument();
    expect(layoutRenders.mock.calls.length).toBe(before);
  });

  it('re-renders the frame when the settings status changes (the test above can fail)', () => {
    const store = createStoreWith({});
    renderWithProviders(<Layout config={never} arrived={CONFIG} />, { store });
    const before = layoutRenders.mock.calls.length;
    act(() => store.set(settingsStatusAtom, 'ready'));
    expect(layoutRenders.mock.calls.length).toBeGreaterThan(before);
  });
});
