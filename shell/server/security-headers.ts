// Security headers for every response of the shell's server. Scripts load only from this origin and
// the remotes' origins; the one inline script is the page's loader, allowed by its hash
// (boot-loader.ts). styled-components injects <style> tags, hence 'unsafe-inline' for styles only. Google Maps (with a key; its script's origin from
// GOOGLE_MAPS_SCRIPT_URL, maps-script.ts) and Stripe.js (legacy redirect path) are the only third
// parties, and only the hosts they need.
import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { BOOT_LOADER_HASH } from './boot-loader';
import { brandImageOrigins, type BrandConfig } from './brand';
import { mapsSources } from './maps-script';

/** What the policy reads of the settings. */
export type PolicySettings = {
  remotes: Record<string, string>;
  frameParentOrigins: string[];
  mapsScriptUrl?: string;
  brand?: BrandConfig | null;
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

// Stripe's published list for Stripe.js (docs.stripe.com/security/guide): it loads its script and its
// hidden frames from js.stripe.com and its subdomains; checkout.stripe.com is Checkout's own page.
export const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
};

export function contentSecurityPolicy(settings: PolicySettings): string {
  const remoteOrigins = [
    ...new Set(
      Object.values(settings.remotes)
        .map(originOf)
        .filter((origin): origin is string => Boolean(origin)),
    ),
  ];
  const maps = mapsSources(settings.mapsScriptUrl);
  const ancestors = settings.frameParentOrigins.length ? ["'self'", ...settings.frameParentOrigins] : ["'self'"];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", BOOT_LOADER_HASH, ...remoteOrigins, ...maps.script, ...STRIPE.script],
    'style-src': ["'self'", "'unsafe-inline'", ...maps.style],
    // The operator's logo and hero picture, when they live on another site.
    'img-src': [...new Set(["'self'", 'data:', 'blob:', ...remoteOrigins, ...maps.img, ...brandImageOrigins(settings.brand)])],
    'font-src': ["'self'", 'data:', ...maps.font],
    'connect-src': ["'self'", ...remoteOrigins, ...maps.connect, ...STRIPE.connect],
    'frame-src': STRIPE.frame,
    'frame-ancestors': ancestors,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(settings: PolicySettings): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

export const HSTS: Record<string, string> = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

/**
 * HSTS when the request came over TLS: to this server, or to the proxy in front of it that says so
 * in X-Forwarded-Proto (a browser ignores HSTS on a plain-HTTP answer, so a forged header does nothing),
 * or on every answer when HSTS=on.
 */
export const transportHeaders = (req: IncomingMessage, settings: { hsts: boolean }): Record<string, string> =>
  settings.hsts || (req.socket instanceof TLSSocket && req.socket.encrypted) || req.headers['x-forwarded-proto'] === 'https' ? HSTS : {};
