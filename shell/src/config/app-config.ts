import type { Brand, OperatorTexts } from '@booking/shared/store';
import type { RemoteName } from '@booking/shared/domain';
import { parseBrand } from './brand';
import { parseOperatorTexts } from './operator-texts';

// What the shell's server tells the browser at /config.json (built from its environment), so
// moving or upgrading a remote needs no shell rebuild.
export interface AppConfig {
  /** Remote name -> its manifest URL (mf-manifest.json). A missing remote shows as unavailable. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Origins allowed to receive the frame reports; never '*'. */
  frameParentOrigins: string[];
  /** The operator's texts for visitors (price includes, cancellation, meeting, Terms, Privacy), or null. */
  operator: OperatorTexts | null;
  /** The operator's brand (logo, colours, hero picture, licence, trust points), or null: the demo's theme. */
  brand: Brand | null;
  /** Where the step bar's Previous goes (product §2: "a configurable path"): a path on this site, or null for the step bar's default, /. */
  previousStepPath: string | null;
}

export const EMPTY_CONFIG: AppConfig = { remotes: {}, frameParentOrigins: [], operator: null, brand: null, previousStepPath: null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) URL, resolved against the page so a relative manifest path works too. */
function toUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An origin ('https://example.com'), or null for '*', 'null', paths or anything unparsable. */
export function toOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * A path on this site ('/home', never '//host', '/\host' or an address); else null, the step bar's
 * default. (Not read from @booking/shared/domain: this runs before the shared modules are settled.)
 */
export function toPreviousStepPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

// Read before the federation runtime has settled the shared modules (shell/src/index.ts), so it imports
// none of them: the remotes' names are listed here, their pages in the route manifest.
const REMOTE_NAMES: readonly RemoteName[] = ['mf_search', 'mf_quote', 'mf_checkout', 'mf_corporate'];

/** Reads /config.json leniently: unknown remotes, bad URLs, wildcard origins and bad texts are dropped. */
export function parseAppConfig(raw: unknown, base = 'http://localhost/'): AppConfig {
  if (!isRecord(raw)) return EMPTY_CONFIG;
  const remotes: AppConfig['remotes'] = {};
  const rawRemotes = isRecord(raw.remotes) ? raw.remotes : {};
  for (const name of REMOTE_NAMES) {
    const url = toUrl(rawRemotes[name], base);
    if (url) remotes[name] = url;
  }
  const origins = Array.isArray(raw.frameParentOrigins) ? raw.frameParentOrigins : [];
  const frameParentOrigins = [...new Set(origins.map(toOrigin).filter((o): o is string => o !== null))];
  return {
    remotes,
    frameParentOrigins,
    operator: parseOperatorTexts(raw.operator),
    brand: parseBrand(raw.brand),
    previousStepPath: toPreviousStepPath(raw.previousStepPath),
  };
}

/** Fetches and parses /config.json; a failure leaves every remote unavailable, which the UI says. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    return parseAppConfig(await response.json(), window.location.href);
  } catch (error) {
    console.error('[shell] could not read /config.json; remotes stay unavailable.', error);
    return EMPTY_CONFIG;
  }
}
