import { atom } from 'jotai';

/**
 * The operator's own words for a visitor (product §10 "Visitor clarity"), from the shell's /config.json.
 * Each text is null when the operator set none: then nothing, not an empty box, is shown.
 */
export interface OperatorTexts {
  /** What every price includes, one short line (shown on each result card). */
  priceIncludes: string | null;
  /** The cancellation policy (payment page and confirmation). */
  cancellationPolicy: string | null;
  /** Where the driver meets an airport pick-up (confirmation of an airport pick-up). */
  meetingInstructions: string | null;
  /** The Terms and Conditions page: a site path ('/terms') or an http(s) address. */
  termsUrl: string | null;
  /** The Privacy Policy page: a site path ('/privacy') or an http(s) address. */
  privacyUrl: string | null;
  /** True when these are the demo's samples: where shown, they say they are samples to replace. */
  sample: boolean;
}

/** Not persisted: every visit reads /config.json again. Null until the shell has read it, or in a foreign host. */
export const operatorTextsAtom = atom<OperatorTexts | null>(null);

/** The operator's brand (product §10 "What the visitor sees"), from the shell's /config.json. */
export interface Brand {
  /** The operator's mark, shown in a square beside the company name: a site path or an http(s) address. */
  logoUrl: string | null;
  /** #rrggbb: the navbar, buttons and links (the theme derives the rest). */
  primaryColor: string;
  /** #rrggbb: marks on the primary colour. */
  accentColor: string;
  /** The home page's picture behind the booking form. */
  heroImageUrl: string | null;
  /** The operator's licence, e.g. "Licensed by Transport for London (PHV operator 012345)"; null: not shown. */
  licence: string | null;
  /** Short claims for the trust strip ('Booking and support 24/7', 'Secure card payment'). */
  trustPoints: string[];
}

/** Not persisted. Null until the shell has read /config.json (then the demo's theme stands), or in a foreign host. */
export const brandAtom = atom<Brand | null>(null);
