// The site's pages, in one table: every path the shell mounts, the step bar lights, the guards
// protect and the remotes route or link to is read from here (product §2; §10 "Routes", "Visitor
// clarity"). Paths match as the router matches them: any case, trailing slashes ignored.
export type RemoteName = 'mf_search' | 'mf_quote' | 'mf_checkout' | 'mf_corporate';

export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed module, e.g. './App'. */
  module: string;
}

export type StepNumber = 1 | 2 | 3 | 4;

export interface RouteEntry {
  path: string;
  /** The owning remote's module first, then any mounted below it. */
  mounts: readonly RemoteModuleRef[];
  /** The page's name in the browser's title, before the company name: 'Quotation - Capital Transfers'. */
  title: string;
  /** The flow step the page lights. */
  step?: StepNumber;
  /** Direct entry needs the data of the steps before this one (guardStep). */
  guard?: 2 | 3 | 4;
  hideNavbar?: boolean;
  /** The step bar's Next is hidden when it would go here. */
  hidesNext?: boolean;
}

const search = { remote: 'mf_search', module: './App' } as const;
const quoteNow = { remote: 'mf_search', module: './QuoteNow' } as const;
const quote = { remote: 'mf_quote', module: './App' } as const;
const checkout = { remote: 'mf_checkout', module: './App' } as const;
const corporate = { remote: 'mf_corporate', module: './App' } as const;

export const ROUTES = {
  root: { path: '/', mounts: [search], title: 'Book a Trip', step: 1, hidesNext: true },
  home: { path: '/home', mounts: [search], title: 'Book a Trip', step: 1 },
  bookTrip: { path: '/booktripview', mounts: [search], title: 'Book a Trip', step: 1 },
  fleet: { path: '/ourfleet', mounts: [search], title: 'Our Fleet' },
  contact: { path: '/contactus', mounts: [search], title: 'Contact Us' },
  // The operator's Terms and Privacy pages (config.json's termsUrl, privacyUrl).
  terms: { path: '/terms', mounts: [search], title: 'Terms and Conditions' },
  privacy: { path: '/privacy', mounts: [search], title: 'Privacy Policy' },
  quotation: { path: '/quotationview', mounts: [quote], title: 'Quotation', step: 2, guard: 2 },
  // Urgent Booking: the results when price details exist, then the Quote Now form below them. Not
  // guarded: it doubles as the Quote Now page.
  urgentBooking: { path: '/quoteView', mounts: [quote, quoteNow], title: 'Urgent Booking', step: 2 },
  personalDetails: { path: '/personalDetailView', mounts: [checkout], title: 'Personal Details', step: 3, guard: 3, hidesNext: true },
  payment: { path: '/paymentview', mounts: [checkout], title: 'Payment', step: 4, guard: 4 },
  checkout: { path: '/checkout', mounts: [checkout], title: 'Payment', step: 4, guard: 4, hidesNext: true },
  // Not guarded: a framed site opens it at the top level with a checkout attempt's id, where the
  // browser's storage may hold nothing (docs/checkout-attempts.md); without an id it goes to payment.
  cardHandoff: { path: '/stripecheckout', mounts: [checkout], title: 'Card Payment', step: 4 },
  paymentSuccess: { path: '/payment-success', mounts: [checkout], title: 'Confirmation', hideNavbar: true, step: 4 },
  paymentSuccessView: { path: '/paymentSuccessView', mounts: [checkout], title: 'Confirmation', hideNavbar: true, step: 4 },
  paymentCancel: { path: '/payment-cancel', mounts: [checkout], title: 'Payment Canceled', hideNavbar: true, step: 4 },
  // The card provider's return for one checkout attempt (docs/checkout-attempts.md).
  cardSuccess: { path: '/card/:attempt/payment-success', mounts: [checkout], title: 'Confirmation', hideNavbar: true, step: 4 },
  cardCancel: { path: '/card/:attempt/payment-cancel', mounts: [checkout], title: 'Payment Canceled', hideNavbar: true, step: 4 },
  forgotPassword: { path: '/forgot_password', mounts: [checkout], title: 'Forgot Password' },
  login: { path: '/login', mounts: [corporate], title: 'Sign In', hideNavbar: true },
  bookings: { path: '/bookings', mounts: [corporate], title: 'Bookings', hideNavbar: true },
  myAccount: { path: '/my-account', mounts: [corporate], title: 'My Account', hideNavbar: true },
  bookNow: { path: '/book-now', mounts: [corporate], title: 'Book Now', hideNavbar: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;
