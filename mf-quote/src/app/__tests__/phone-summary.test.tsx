import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appSettingsAtom, bookingFormAtom, bookingTypeAtom, priceDetailsAtom, selectedVehicleDataAtom, store } from '@booking/shared/store';
import { sampleBookingForm, samplePriceDetails, sampleSelectedVehicle, sampleSettings } from '@booking/shared/testing';
import { mockScreenWidth } from '../../testing/screen-width';
import App from '../app';
import CompactSummary from '../compact-summary-panel';

const inRouter = (ui: ReactElement, path = '/personalDetailView') => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
let restore: () => void = () => undefined;

describe('the compact summary on phones', () => {
  // Both render under the one shared store, so each test sets it before rendering.
  beforeEach(() => {
    localStorage.clear();
    store.set(priceDetailsAtom, samplePriceDetails);
    store.set(bookingFormAtom, sampleBookingForm);
    store.set(bookingTypeAtom, 'milleage');
    store.set(appSettingsAtom, sampleSettings);
    store.set(selectedVehicleDataAtom, null);
  });
  afterEach(() => restore());

  it('on the results page at 375 px: route and date above the cards, BOOK A TRIP one tap away', async () => {
    restore = mockScreenWidth(375);
    const user = userEvent.setup();
    inRouter(<App />, '/quotationview');
    const compact = screen.getByRole('region', { name: 'Journey summary' });
    expect(compact).toHaveTextContent('Heathrow Airport Terminal 5, TW6 2GA to 10 Downing Street, London SW1A 2AA');
    expect(compact).toHaveTextContent('10/06/2030 15:30');
    expect(compact).not.toHaveTextContent('Total');
    expect(compact.compareDocumentPosition(screen.getByRole('heading', { name: 'Top results' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('region', { name: 'BOOK A TRIP' })).not.toBeInTheDocument();
    const show = within(compact).getByRole('button', { name: 'Show Detail' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(within(compact).getByRole('button', { name: 'Hide Detail' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(compact).getByRole('region', { name: 'BOOK A TRIP' })).toBeInTheDocument();
    expect(within(compact).getByRole('button', { name: 'Edit Quote' })).toBeInTheDocument();
  });

  it('keeps the desktop layout above 768 px: no compact summary, the panel beside the cards', () => {
    restore = mockScreenWidth(1280);
    inRouter(<App />, '/quotationview');
    expect(screen.queryByRole('region', { name: 'Journey summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'BOOK A TRIP' })).toBeInTheDocument();
  });

  it('is exposed as mf_quote/CompactSummary: the selection’s total, and personal details behind Show Detail', async () => {
    restore = mockScreenWidth(375);
    store.set(selectedVehicleDataAtom, sampleSelectedVehicle);
    const user = userEvent.setup();
    inRouter(<CompactSummary />);
    const compact = screen.getByRole('region', { name: 'Journey summary' });
    expect(compact).toHaveTextContent('Total: £42.50');
    await user.click(within(compact).getByRole('button', { name: 'Show Detail' }));
    expect(within(compact).getByRole('button', { name: 'Edit Options' })).toBeInTheDocument();
  });

  it('renders nothing above 768 px, or the full panel when asked to serve every width', () => {
    restore = mockScreenWidth(1280);
    const { container, unmount } = inRouter(<CompactSummary />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    inRouter(<CompactSummary variant="payment" fullOnWideScreens />);
    expect(screen.getByRole('region', { name: 'BOOK A TRIP' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Journey summary' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
