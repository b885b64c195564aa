import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appSettingsAtom, bookingFormAtom, store } from '@booking/shared/store';
import { sampleBookingForm, sampleSettings } from '@booking/shared/testing';
import OptionsPanel from '../options-panel';

describe('mf_search/OptionsPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    store.set(appSettingsAtom, { ...sampleSettings, BOOSTER_PRICE_PER_SEAT: '0' });
  });

  it('edits the stored journey’s extras in place: priced extras only, Return Options for return trips', async () => {
    store.set(bookingFormAtom, { ...sampleBookingForm, select_option: 'return' });
    render(<OptionsPanel />);
    expect(screen.getByRole('group', { name: 'Baby Seats' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Booster Seats' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Return Options' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Baby Seats' }));
    expect(store.get(bookingFormAtom)).toMatchObject({ baby_seats: 1, pickup: sampleBookingForm.pickup });
  });

  it('writes nothing until the visitor changes something', () => {
    const stored = { ...sampleBookingForm };
    store.set(bookingFormAtom, stored);
    render(<OptionsPanel />);
    expect(store.get(bookingFormAtom)).toBe(stored);
    expect(screen.queryByRole('heading', { name: 'Return Options' })).not.toBeInTheDocument();
  });
});
