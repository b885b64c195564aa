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

  // product §10 "What the visitor sees": each extra's price where it is chosen, in the CURRENCY setting.
  it('says each extra’s price beside it, on both legs, and none for luggage', () => {
    store.set(appSettingsAtom, { ...sampleSettings, CURRENCY: 'GBP' });
    store.set(bookingFormAtom, { ...sampleBookingForm, select_option: 'return' });
    render(<OptionsPanel />);
    const described = (name: string) => screen.getByRole('group', { name }).getAttribute('aria-describedby');
    const price = (name: string) => document.getElementById(described(name) ?? '')?.textContent ?? null;
    expect(
      ['Meet and Greet', 'Wheelchair', 'Baby Seats', 'Booster Seats', 'Special Luggage', 'Waiting Minutes', 'Luggage'].map(price),
    ).toEqual([
      'GBP 15.00 per journey',
      'GBP 5.00 per journey',
      'GBP 8.00 per seat',
      'GBP 6.00 per seat',
      'GBP 10.00 per item',
      'GBP 2.50 per 5 minutes',
      null,
    ]);
    expect(price('Return Baby Seats')).toBe('GBP 8.00 per seat');
    expect(screen.getAllByText('GBP 8.00 per seat')).toHaveLength(2);
  });

  it('writes nothing until the visitor changes something', () => {
    const stored = { ...sampleBookingForm };
    store.set(bookingFormAtom, stored);
    render(<OptionsPanel />);
    expect(store.get(bookingFormAtom)).toBe(stored);
    expect(screen.queryByRole('heading', { name: 'Return Options' })).not.toBeInTheDocument();
  });
});
