import { popupFor } from '../model/price-popup';

const offer = {
  priceDetails: [],
  quantities: { '6-1': 2 },
  calculatedDistance: { via_miles: 10 },
  sentence: '20 passengers fit in 2 Minibuses.',
};

describe('popupFor', () => {
  it('leads the Same Address popup to /quoteView on its button, with no timer', () => {
    expect(popupFor({ kind: 'same-address', message: 'zero miles' })).toEqual({
      title: 'Same Address Booking!',
      message: expect.stringContaining('The pick-up and drop-off must be different places.'),
      next: { label: 'Send us your journey', to: '/quoteView' },
    });
  });

  it('shows the grace time in hours in the Urgent popup, which leads to /quoteView on its button', () => {
    const popup = popupFor({ kind: 'urgent', message: 'Address is banned', graceHours: 2 });
    expect(popup).toMatchObject({ title: 'Urgent Booking!', next: { label: 'Send us your journey', to: '/quoteView' } });
    expect(popup?.message).toContain('at least 2 hours ahead');
    expect(popupFor({ kind: 'urgent', message: '', graceHours: 1 })?.message).toContain('at least 1 hour ahead');
  });

  it('keeps the capacity message and adds the offer, which leads to the results', () => {
    expect(popupFor({ kind: 'capacity-offer', message: 'Sorry … Passengers exceeded by 4', offer })).toEqual({
      title: 'More than one vehicle needed',
      message: 'Sorry … Passengers exceeded by 4',
      detail: '20 passengers fit in 2 Minibuses.',
      next: { label: 'See the results', to: '/quotationview' },
      offer,
    });
  });

  it('shows any other message in a plain Error popup that stays', () => {
    expect(popupFor({ kind: 'error', message: 'Boom' })).toEqual({ title: 'Error', message: 'Boom' });
  });

  it('opens nothing when prices came back', () => {
    expect(popupFor({ kind: 'priced', priceDetails: [], bookingType: 'hourly', calculatedDistance: { via_miles: 0 } })).toBeNull();
  });
});
