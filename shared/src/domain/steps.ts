import { safeRedirectPath } from './corporate';

/** The four steps of the booking flow and the paths that light each one (product §2; §10 "Routes"). */
export interface Step {
  number: 1 | 2 | 3 | 4;
  label: string;
  /** Where a click on the step goes. */
  path: string;
  /** Every path that lights the step. */
  paths: readonly string[];
}

export const STEPS: readonly Step[] = [
  { number: 1, label: 'Book a Trip', path: '/', paths: ['/', '/home', '/booktripview'] },
  { number: 2, label: 'Quotation', path: '/quotationview', paths: ['/quotationview', '/quoteview'] },
  { number: 3, label: 'Personal Detail', path: '/personalDetailView', paths: ['/personaldetailview'] },
  {
    number: 4,
    label: 'Payment / Confirmation',
    path: '/paymentview',
    paths: ['/paymentview', '/stripecheckout', '/checkout', '/payment-success', '/paymentsuccessview', '/payment-cancel'],
  },
];

/**
 * Paths whose entry needs earlier data; '/quoteView' is not one (it doubles as the Quote Now page), nor
 * '/stripecheckout': it is opened at the top level by a framed site with a checkout attempt's id, where
 * the browser's storage may hold nothing (docs/checkout-attempts.md); without an id it sends the visitor
 * to '/paymentview', which is guarded.
 */
const GUARDED: Readonly<Record<string, 2 | 3 | 4>> = {
  '/quotationview': 2,
  '/personaldetailview': 3,
  '/paymentview': 4,
  '/checkout': 4,
};

/** The card provider's return addresses: `/card/<attempt id>/payment-success` and `/payment-cancel`. */
export const CARD_RETURN_PATH = /^\/card\/[a-z0-9_-]+\/payment-(success|cancel)$/;

/** Router matching is case-insensitive; a query, hash or trailing slash does not change the page. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0].toLowerCase();
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

/** The step a path lights, or null for pages outside the flow. */
export function stepForPath(path: string): Step['number'] | null {
  const normal = normalisePath(path);
  if (CARD_RETURN_PATH.test(normal)) return 4;
  return STEPS.find((step) => step.paths.includes(normal))?.number ?? null;
}

export interface FlowData {
  priceDetails?: readonly unknown[] | null;
  selectedVehicle?: unknown;
  registrationData?: unknown;
}

const hasPrices = (data: FlowData) => Array.isArray(data.priceDetails) && data.priceDetails.length > 0;
const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * Where to send a visitor who asks for `targetPath` without the data its step needs, or null to let
 * them through. The earliest missing item decides, so the visitor lands on the earliest unfinished
 * step: no price details -> /home, no selected vehicle -> /quotationview, no registration data ->
 * /personalDetailView (product §2 "step bar"; §10 "Routes": direct entry is guarded the same way).
 */
export function guardStep(targetPath: string, data: FlowData): string | null {
  const needs = GUARDED[normalisePath(targetPath)];
  if (!needs) return null;
  if (!hasPrices(data)) return '/home';
  if (needs >= 3 && !present(data.selectedVehicle)) return '/quotationview';
  if (needs >= 4 && !present(data.registrationData)) return '/personalDetailView';
  return null;
}

/** The next step's path, or null on the last step and outside the flow. */
export function nextStepPath(path: string): string | null {
  const current = stepForPath(path);
  return current && current < 4 ? STEPS[current].path : null;
}

/** product §2: Previous goes to a configurable path, default '/' (never simply the step before). */
export const DEFAULT_PREVIOUS_PATH = '/';

/** The configured path when it is a path on this site (the sign-in redirect's rule), else '/'. */
export function previousStepPath(configured?: string | null): string {
  return safeRedirectPath(configured) ?? DEFAULT_PREVIOUS_PATH;
}

const NEXT_HIDDEN = ['/', '/checkout', '/personaldetailview'];

/** product §2: Next is hidden when its target is /, /checkout or /personalDetailView. */
export function isNextHidden(target: string | null | undefined): boolean {
  return !target || NEXT_HIDDEN.includes(normalisePath(target));
}
