import { popupFor } from '../model/price-popup';

describe('popupFor', () => {
  it('sends the Same Address popup to /quoteView after 1 second', () => {
    expect(popupFor({ kind: 'same-address', message: 'zero miles' })).toMatchObject({
      title: 'Same Address Booking!',
      redirect: { to: '/quoteView', afterMs: 1000 },
    });
  });

  it('shows the grace time in hours in the Urgent popup, then /quoteView after the 3 s popup timer', () => {
    const popup = popupFor({ kind: 'urgent', message: 'Address is banned', graceHours: 2 });
    expect(popup).toMatchObject({ title: 'Urgent Booking!', redirect: { to: '/quoteView', afterMs: 3000 } });
    expect(popup?.message).toContain('at least 2 hours ahead');
    expect(popupFor({ kind: 'urgent', message: '', graceHours: 1 })?.message).toContain('at least 1 hour ahead');
  });

  it('shows any other message in a plain Error popup that stays', () => {
    expect(popupFor({ kind: 'error', message: 'Boom' })).toEqual({ title: 'Error', message: 'Boom' });
  });

  it('opens nothing when prices came back', () => {
    expect(popupFor({ kind: 'priced', priceDetails: [], bookingType: 'hourly', calculatedDistance: { via_miles: 0 } })).toBeNull();
  });
});
