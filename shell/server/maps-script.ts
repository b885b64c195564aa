// Where the browser loads the Google Maps JavaScript API from (GOOGLE_MAPS_SCRIPT_URL), and the hosts
// the CSP opens for it. Google's address by default; another address (a local stand-in in the tests, a
// mirror) serves everything from its own origin, so the CSP then names that origin and no Google host.
// deploy/nginx/shell-config.sh applies the same rule and writes the same policy (a test compares them).
import { z } from 'zod';

export const DEFAULT_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
const GOOGLE_ORIGIN = new URL(DEFAULT_MAPS_SCRIPT_URL).origin;

/** http(s)://host[:port][/path]: no user name, query or fragment, only characters safe in a header. */
const SHAPE = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~/-]*)?$/;
const EXAMPLE = `e.g. ${DEFAULT_MAPS_SCRIPT_URL}`;

const isScriptAddress = (text: string) => {
  if (!SHAPE.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false; // a port above 65535
  }
};

/** GOOGLE_MAPS_SCRIPT_URL's rule. A value holding `@` may carry a password: never echoed. */
export const mapsScriptAddress = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (text.includes('@')) {
      ctx.addIssue({
        code: 'custom',
        message: 'must not carry a user name or password (the value is not shown)',
        params: { hidden: true },
      });
    } else if (!isScriptAddress(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `is not the address of a script: give http(s)://host[:port]/path with no query or fragment (${EXAMPLE})`,
      });
    }
  });

/**
 * The CSP sources of the Maps script at `scriptUrl`: Google's script also talks to Places, Routes and
 * its image and font hosts; any other address is one origin for scripts, calls and images.
 */
export function mapsSources(scriptUrl = DEFAULT_MAPS_SCRIPT_URL): Record<'script' | 'connect' | 'img' | 'style' | 'font', string[]> {
  const origin = new URL(scriptUrl).origin;
  if (origin !== GOOGLE_ORIGIN) return { script: [origin], connect: [origin], img: [origin], style: [], font: [] };
  return {
    script: [GOOGLE_ORIGIN],
    connect: [GOOGLE_ORIGIN, 'https://places.googleapis.com', 'https://routes.googleapis.com'],
    img: ['https://maps.gstatic.com', GOOGLE_ORIGIN, 'https://*.ggpht.com'],
    style: ['https://fonts.googleapis.com'],
    font: ['https://fonts.gstatic.com'],
  };
}
