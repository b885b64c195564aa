/** Google's address for the Maps JavaScript API: the default when the deployment names none. */
export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/** An http(s) script address with no user name, query or fragment: the loader adds its own query. */
const isScriptAddress = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash && !value.includes('#');
  } catch {
    return false;
  }
};

/**
 * The Maps script's address from the shell's `/config.json` (`maps.scriptUrl`, the shell server's
 * GOOGLE_MAPS_SCRIPT_URL; the CSP allows that origin only). Read by this remote itself, so it works
 * under any shell version; Google's address when the file or the field is missing (standalone dev).
 */
export async function readMapsScriptUrl(fetchImpl: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) return GOOGLE_MAPS_SCRIPT_URL;
    const config: { maps?: { scriptUrl?: unknown } } | null = await response.json();
    const url = config?.maps?.scriptUrl;
    return isScriptAddress(url) ? url : GOOGLE_MAPS_SCRIPT_URL;
  } catch {
    return GOOGLE_MAPS_SCRIPT_URL;
  }
}
