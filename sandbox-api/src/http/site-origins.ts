import { HttpError } from './errors';

// URL.parse is Node 22's; the sandbox runs on Node 20.
const parse = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

// Scheme, host and optional port, nothing else: no path, query, fragment or user name.
const BARE_ORIGIN = /^https?:\/\/[^/?#@\s\\]+\/?$/i;

/** SITE_ORIGINS: the site's own origins, the only places a checkout may return to. */
export function parseSiteOrigins(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = BARE_ORIGIN.test(entry) ? parse(entry) : null;
    if (!url?.hostname) {
      throw new Error(
        `SITE_ORIGINS: "${entry}" is not a bare origin (scheme, host and optional port, such as https://book.operator.example).`,
      );
    }
    return url.origin;
  });
}

const NOT_A_SITE_ADDRESS = "The return address is not one of this site's addresses.";

/** The checkout's return address (origin and path, no query): only on one of the site's origins. */
export function siteReturnAddress(frontendUrl: string, siteOrigins: readonly string[]): string {
  const url = parse(frontendUrl);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || !siteOrigins.includes(url.origin)) {
    throw new HttpError(400, NOT_A_SITE_ADDRESS);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A stored return address still on one of the site's origins (the settings may have changed since). */
export const isSiteAddress = (address: string, siteOrigins: readonly string[]) => {
  const url = parse(address);
  return Boolean(url && !url.username && !url.password && siteOrigins.includes(url.origin));
};
