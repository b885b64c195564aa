import { isEnabled, pathTo, SETTING_KEYS, type Settings } from '@booking/shared/domain';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The navbar's entries in order, each behind its flag (product §2 "Navbar, footer, step bar"). */
export function navLinks(settings: Settings): NavLinkItem[] {
  return [
    { label: 'Home', to: pathTo('root'), shown: true },
    { label: 'Our Fleet', to: pathTo('fleet'), shown: isEnabled(settings, SETTING_KEYS.NAVBAR_OUR_FLEET_PAGE) },
    { label: 'Urgent Booking', to: pathTo('urgentBooking'), shown: isEnabled(settings, SETTING_KEYS.NAVBAR_URGENT_BOOKING_PAGE) },
    { label: 'Corporate Account', to: pathTo('bookings'), shown: isEnabled(settings, SETTING_KEYS.CORPORATE_LOGIN) },
    { label: 'Contact Us', to: pathTo('contact'), shown: true },
  ]
    .filter((link) => link.shown)
    .map(({ label, to }) => ({ label, to }));
}

/** The navbar shows only when SHOW_NAVBAR_PAGE is enable and the route does not hide it. */
export const isNavbarShown = (settings: Settings, hideNavbar: boolean | undefined): boolean =>
  isEnabled(settings, SETTING_KEYS.SHOW_NAVBAR_PAGE) && !hideNavbar;

/**
 * The brand bar instead: on a booking step whose route hides the navbar (the confirmation screen and its
 * declined, cancelled and failed outcomes), when the site has a navbar at all, so those pages keep the brand.
 */
export const isBrandBarShown = (settings: Settings, route: { hideNavbar?: boolean; step?: number } | null): boolean =>
  isEnabled(settings, SETTING_KEYS.SHOW_NAVBAR_PAGE) && Boolean(route?.hideNavbar) && route?.step !== undefined;
