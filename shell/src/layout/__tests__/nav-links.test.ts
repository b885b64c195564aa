import { findRoute } from '@booking/shared/domain';
import { isBrandBarShown, isNavbarShown, navLinks } from '../nav-links';

const labels = (settings: Record<string, string>) => navLinks(settings).map((link) => link.label);

describe('navLinks', () => {
  it('shows Home and Contact Us whatever the flags', () => {
    expect(labels({})).toEqual(['Home', 'Contact Us']);
  });

  it('adds each flagged entry when its setting is enable', () => {
    expect(labels({ NAVBAR_OUR_FLEET_PAGE: 'enable', NAVBAR_URGENT_BOOKING_PAGE: 'enable', CORPORATE_LOGIN: 'enable' })).toEqual([
      'Home',
      'Our Fleet',
      'Urgent Booking',
      'Corporate Account',
      'Contact Us',
    ]);
  });

  it.each([
    ['NAVBAR_OUR_FLEET_PAGE', 'Our Fleet', '/ourfleet'],
    ['NAVBAR_URGENT_BOOKING_PAGE', 'Urgent Booking', '/quoteView'],
    ['CORPORATE_LOGIN', 'Corporate Account', '/bookings'],
  ])('%s=enable shows %s, linking to %s', (flag, label, to) => {
    expect(navLinks({ [flag]: 'enable' })).toContainEqual({ label, to });
    expect(labels({ [flag]: 'disable' })).not.toContain(label);
  });
});

describe('isNavbarShown', () => {
  it.each([
    [{ SHOW_NAVBAR_PAGE: 'enable' }, undefined, true],
    [{ SHOW_NAVBAR_PAGE: 'enable' }, true, false],
    [{ SHOW_NAVBAR_PAGE: 'disable' }, undefined, false],
    [{}, false, false],
  ])('%p with hideNavbar=%p -> %p', (settings, hide, shown) => {
    expect(isNavbarShown(settings, hide)).toBe(shown);
  });
});

// product §2 hides the navbar on the confirmation screen; its outcomes keep the brand (DECISIONS "What the visitor sees").
describe('isBrandBarShown', () => {
  const on = { SHOW_NAVBAR_PAGE: 'enable' };
  it.each([
    ['/card/AbCdEfGhIjKlMnOpQrSt_-/payment-success', on, true],
    ['/payment-cancel', on, true],
    ['/payment-success', on, true],
    ['/payment-success', { SHOW_NAVBAR_PAGE: 'disable' }, false],
    ['/paymentview', on, false],
    ['/bookings', on, false],
    ['/login', on, false],
  ])('%s with %p -> %p', (path, settings, shown) => {
    expect(isBrandBarShown(settings, findRoute(path))).toBe(shown);
  });
});
