// The arguments of `npm run smoke:maps` (scripts/smoke-maps.mjs), apart so a test reads them without a browser.
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run smoke:maps -- --key <Google Maps key> [options]

Opens the site in Chromium with this Google Maps key (put in place of the site's GOOGLE_API_KEY
setting) and reports whether Google answered: address suggestions (Places API (New), or the legacy
service for an old key), geocoding (the locate icon) and routes (the map preview). Run it by hand
against a site whose origin the key allows (its HTTP referrer restriction); never in CI.

Options:
  --key <key>         the Google Maps JavaScript API key to try (required)
  --site <url>        the site to open (default http://localhost:3000, the local demo of npm start)
  --pickup <text>     what to type in Pick-Up (default "Heathrow Terminal 5")
  --dropoff <text>    the drop-off for the route (default "The Savoy, Strand, London WC2R 0EZ")
  --at <lat,lon>      the position the locate icon reports (default 51.5074,-0.1278, central London)
  --headed            show the browser
  --help              this text

Exit code 0 when all three answered, 1 when one did not, 2 for wrong arguments.`;

const DEFAULTS = {
  site: 'http://localhost:3000',
  pickup: 'Heathrow Terminal 5',
  dropoff: 'The Savoy, Strand, London WC2R 0EZ',
  at: '51.5074,-0.1278',
};

const OPTIONS = {
  key: { type: 'string' },
  site: { type: 'string' },
  pickup: { type: 'string' },
  dropoff: { type: 'string' },
  at: { type: 'string' },
  headed: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** `{ help: true }`, `{ error }` with what is wrong, or the run's settings. */
export function parseSmokeArgs(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    return { error: `${error.message.replace(/\. To specify a positional argument.*$/s, '')}. See --help.` };
  }
  if (values.help) return { help: true };
  const key = values.key?.trim();
  if (!key)
    return {
      error: 'smoke:maps needs --key <Google Maps key>: it tries that key against Google and opens nothing without one. See --help.',
    };
  const site = values.site ?? DEFAULTS.site;
  let siteUrl;
  try {
    siteUrl = new URL(site);
  } catch {
    siteUrl = null;
  }
  if (!siteUrl || !['http:', 'https:'].includes(siteUrl.protocol))
    return { error: `--site "${site}" is not an http:// or https:// address.` };
  const at = (values.at ?? DEFAULTS.at).split(',').map((part) => Number(part.trim()));
  if (at.length !== 2 || at.some((n) => !Number.isFinite(n)) || Math.abs(at[0]) > 90 || Math.abs(at[1]) > 180) {
    return { error: `--at "${values.at}" is not a position: give <lat,lon>, e.g. 51.5074,-0.1278.` };
  }
  return {
    key,
    site: siteUrl.href,
    pickup: values.pickup ?? DEFAULTS.pickup,
    dropoff: values.dropoff ?? DEFAULTS.dropoff,
    at: { latitude: at[0], longitude: at[1] },
    headed: Boolean(values.headed),
  };
}
