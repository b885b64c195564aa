import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { appSettingsAtom, settingsStatusAtom } from '@booking/shared/store';
import { renderWithProviders, type StoreValues } from '@booking/shared/testing';
import { EMPTY_CONFIG } from '../../config/app-config';
import { Layout } from '../layout';

// Issue 31 item 7: each route's title from the route table with the Company_Name setting, and the
// focus on the new page's h1 after a move inside the site, never on arrival.
jest.mock('../../settings/use-settings-loader', () => ({ useSettingsLoader: () => () => undefined }));
jest.mock('../../layout/use-partner-companies', () => ({ usePartnerCompanies: () => [] }));
jest.mock('../../navigation/use-scroll-restoration', () => ({ useScrollRestoration: () => undefined }));
jest.mock('../../routes/route-view', () => ({ RouteView: () => <MockPage /> }));

function Go({ label, to }: { label: string; to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>{label}</button>;
}

/** Its heading comes a moment after the page, as a remote's does. */
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>Personal Details</h1> : <p>Loading</p>;
}

/** It puts the focus on its own field as it mounts, before the shell's effects run. */
function FocusingPage() {
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Payment</h1>
      <label>
        Name on card <input ref={field} />
      </label>
    </>
  );
}

function MockPage() {
  const { pathname } = useLocation();
  if (pathname === '/')
    return (
      <>
        <h1>Book a Trip</h1>
        <Go label="Quote and Book" to="/quotationview" />
      </>
    );
  if (pathname === '/quotationview')
    return (
      <>
        <h1>Quotation</h1>
        <Go label="Book Now" to="/personalDetailView" />
        <Go label="Pay" to="/paymentview" />
      </>
    );
  if (pathname === '/personalDetailView') return <LatePage />;
  if (pathname === '/paymentview') return <FocusingPage />;
  if (pathname === '/bookings') return <Navigate to="/login" replace />;
  return <h1>Sign In</h1>;
}

const READY: Partial<StoreValues> = { appSettings: { Company_Name: 'Harbour Line Taxis' }, settingsStatus: 'ready' };
async function renderAt(route: string, storeValues: Partial<StoreValues> = READY) {
  const config = Promise.resolve(EMPTY_CONFIG);
  const rendered = renderWithProviders(<Layout config={config} />, { route, storeValues });
  await act(() => config);
  return rendered;
}
const heading = (name: string) => screen.getByRole('heading', { name, level: 1 });

describe('the title', () => {
  it.each([
    ['/', 'Book a Trip - Harbour Line Taxis'],
    ['/quotationview', 'Quotation - Harbour Line Taxis'],
    ['/personalDetailView', 'Personal Details - Harbour Line Taxis'],
    ['/login', 'Sign In - Harbour Line Taxis'],
  ])('of %s is %p', async (path, title) => {
    await renderAt(path);
    expect(document.title).toBe(title);
  });

  it("is the page's name alone while the settings first load, then gains the company name", async () => {
    const { store } = await renderAt('/quotationview', { appSettings: {}, settingsStatus: 'loading' });
    expect(document.title).toBe('Quotation');
    act(() => {
      store.set(appSettingsAtom, { Company_Name: 'Harbour Line Taxis' });
      store.set(settingsStatusAtom, 'ready');
    });
    expect(document.title).toBe('Quotation - Harbour Line Taxis');
  });

  it('follows a move to another page', async () => {
    const { user } = await renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    expect(document.title).toBe('Quotation - Harbour Line Taxis');
  });
});

describe('the focus', () => {
  it('stays where it is on arrival: the skip link is the first Tab stop', async () => {
    const { user } = await renderAt('/');
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('stays where it is after a redirect on arrival', async () => {
    await renderAt('/bookings');
    expect(heading('Sign In')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it("goes to the new page's heading after a move, made focusable, with Tab going on from it", async () => {
    const { user } = await renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Quote and Book' }));
    expect(heading('Quotation')).toHaveFocus();
    expect(heading('Quotation')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });

  it('waits for a heading that comes after the page', async () => {
    const { user } = await renderAt('/quotationview');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(heading('Personal Details')).toHaveFocus());
  });

  it('is left where a page put it itself', async () => {
    const { user } = await renderAt('/quotationview');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
  });
});
