import { findRoute, pathTo, type StepNumber } from '../routes';
import { safeRedirectPath } from './corporate';

/** The four steps of the booking flow (product §2; §10 "Routes"); the route table says which pages light each. */
export interface Step {
  number: StepNumber;
  label: string;
  /** Where a click on the step goes. */
  path: string;
}

export const STEPS: readonly Step[] = [
  { number: 1, label: 'Book a Trip', path: pathTo('root') },
  { number: 2, label: 'Quotation', path: pathTo('quotation') },
  { number: 3, label: 'Personal Detail', path: pathTo('personalDetails') },
  { number: 4, label: 'Payment / Confirmation', path: pathTo('payment') },
];

/** The step a path lights, or null for pages outside the flow. */
export function stepForPath(path: string): StepNumber | null {
  return findRoute(path)?.step ?? null;
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
 * step: no price details -> home, no selected vehicle -> quotation, no registration data -> personal
 * details (product §2 "step bar"; §10 "Routes": direct entry is guarded the same way).
 */
export function guardStep(targetPath: string, data: FlowData): string | null {
  const needs = findRoute(targetPath)?.guard;
  if (!needs) return null;
  if (!hasPrices(data)) return pathTo('home');
  if (needs >= 3 && !present(data.selectedVehicle)) return pathTo('quotation');
  if (needs >= 4 && !present(data.registrationData)) return pathTo('personalDetails');
  return null;
}

/** The next step's path, or null on the last step and outside the flow. */
export function nextStepPath(path: string): string | null {
  const current = stepForPath(path);
  return current && current < 4 ? STEPS[current].path : null;
}

/** product §2: Previous goes to a configurable path, default the site's root (never simply the step before). */
const DEFAULT_PREVIOUS_PATH = pathTo('root');

/** The configured path when it is a path on this site (the sign-in redirect's rule), else the root. */
export function previousStepPath(configured?: string | null): string {
  return safeRedirectPath(configured) ?? DEFAULT_PREVIOUS_PATH;
}

/** product §2: Next is hidden when its target is a page marked so in the route table. */
export function isNextHidden(target: string | null | undefined): boolean {
  return !target || findRoute(target)?.hidesNext === true;
}
