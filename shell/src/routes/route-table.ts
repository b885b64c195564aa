// The shell's only knowledge of the site's pages: which remote module(s) each path mounts, its title,
// whether the navbar hides there, and which flow step it is (product §2; §10 "Routes", "Visitor clarity").
export type RemoteName = 'mf_search' | 'mf_quote' | 'mf_checkout' | 'mf_corporate';

export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module, e.g. './App'. */
  module: string;
}

export interface RouteEntry {
  path: string;
  mounts: readonly RemoteModuleRef[];
  /** The page's name in the browser's title, before the company name: 'Quotation - Capital Transfers'. */
  title: string;
  hideNavbar?: boolean;
  step?: 1 | 2 | 3 | 4;
}

const search = { remote: 'mf_search', module: './App' } as const;
const quoteNow = { remote: 'mf_search', module: './QuoteNow' } as const;
const quote = { remote: 'mf_quote', module: './App' } as const;
const checkout = { remote: 'mf_checkout', module: './App' } as const;
const corporate = { remote: 'mf_corporate', module: './App' } as const;

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', mounts: [search], title: 'Book a Trip', step: 1 },
  { path: '/home', mounts: [search], title: 'Book a Trip', step: 1 },
  { path: '/booktripview', mounts: [search], title: 'Book a Trip', step: 1 },
  { path: '/ourfleet', mounts: [search], title: 'Our Fleet' },
  { path: '/contactus', mounts: [search], title: 'Contact Us' },
  // The operator's Terms and Privacy pages (product §10 "Visitor clarity"; config.json's termsUrl, privacyUrl).
  { path: '/terms', mounts: [search], title: 'Terms and Conditions' },
  { path: '/privacy', mounts: [search], title: 'Privacy Policy' },
  { path: '/quotationview', mounts: [quote], title: 'Quotation', step: 2 },
  // Urgent Booking: the results when price details exist, then the Quote Now form below them.
  { path: '/quoteView', mounts: [quote, quoteNow], title: 'Urgent Booking', step: 2 },
  { path: '/personalDetailView', mounts: [checkout], title: 'Personal Details', step: 3 },
  { path: '/paymentview', mounts: [checkout], title: 'Payment', step: 4 },
  { path: '/checkout', mounts: [checkout], title: 'Payment', step: 4 },
  { path: '/stripecheckout', mounts: [checkout], title: 'Card Payment', step: 4 },
  { path: '/payment-success', mounts: [checkout], title: 'Confirmation', hideNavbar: true, step: 4 },
  { path: '/paymentSuccessView', mounts: [checkout], title: 'Confirmation', hideNavbar: true, step: 4 },
  { path: '/payment-cancel', mounts: [checkout], title: 'Payment Canceled', hideNavbar: true, step: 4 },
  // The card provider's return for one checkout attempt (docs/checkout-attempts.md).
  { path: '/card/:attempt/payment-success', mounts: [checkout], title: 'Confirmation', hideNavbar: true, step: 4 },
  { path: '/card/:attempt/payment-cancel', mounts: [checkout], title: 'Payment Canceled', hideNavbar: true, step: 4 },
  { path: '/forgot_password', mounts: [checkout], title: 'Forgot Password' },
  { path: '/login', mounts: [corporate], title: 'Sign In', hideNavbar: true },
  { path: '/bookings', mounts: [corporate], title: 'Bookings', hideNavbar: true },
  { path: '/my-account', mounts: [corporate], title: 'My Account', hideNavbar: true },
  { path: '/book-now', mounts: [corporate], title: 'Book Now', hideNavbar: true },
];

/** Like the router: case-insensitive, one trailing slash ignored. */
const normalise = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

const hasParameter = (route: RouteEntry) => route.path.includes('/:');
const byPath = new Map(ROUTES.filter((route) => !hasParameter(route)).map((route) => [normalise(route.path), route]));
// A ':name' segment matches one non-empty segment, as the router's does.
const withParameters = ROUTES.filter(hasParameter).map((route) => ({
  route,
  pattern: new RegExp(
    `^${normalise(route.path)
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part))
      .join('/')}$`,
  ),
}));

/** The route for a location's pathname, or null for an unknown path (which goes to '/'). */
export function findRoute(pathname: string): RouteEntry | null {
  const path = normalise(pathname);
  return byPath.get(path) ?? withParameters.find(({ pattern }) => pattern.test(path))?.route ?? null;
}

/** Every remote the table mounts, e.g. for registering them all at start. */
export const REMOTE_NAMES: readonly RemoteName[] = ['mf_search', 'mf_quote', 'mf_checkout', 'mf_corporate'];
