// Google's documented bootstrap ("dynamic library import",
// https://developers.google.com/maps/documentation/javascript/load-maps-js-api#dynamic-library-import),
// written out so that the script's address is the deployment's (GOOGLE_MAPS_SCRIPT_URL) and a failure
// is one warning, not the console errors of @googlemaps/js-api-loader's retries.

type ImportLibrary = (name: string) => Promise<unknown>;
interface MapsNamespace {
  importLibrary?: ImportLibrary;
  __ib__?: () => void;
}

/** The libraries the address boxes and the route need; the map's own load with the map (map-classes.ts). */
const MAPS_LIBRARIES = ['core', 'places', 'geocoding', 'routes'];

export interface MapsScriptOptions {
  scriptUrl: string;
  key: string;
}

/**
 * Loads the Maps JavaScript API with the libraries above; rejects when it cannot. One script per page:
 * a second call goes through the same bootstrap (and so the same script, loaded or failed).
 */
export function loadMapsApi({ scriptUrl, key }: MapsScriptOptions): Promise<void> {
  const page = window as unknown as { google?: { maps?: MapsNamespace } };
  const maps = ((page.google ??= {}).maps ??= {});
  if (!maps.importLibrary) {
    const requested = new Set<string>();
    let script: Promise<void> | null = null;
    const bootstrap: ImportLibrary = (name) => {
      requested.add(name);
      script ??= addScript(scriptUrl, key, requested, maps);
      return script.then(() => {
        // The script replaces this function with its own before it calls back; without it, stop here.
        if (maps.importLibrary === bootstrap) throw new Error('The Maps script loaded without google.maps.importLibrary');
        return maps.importLibrary!(name);
      });
    };
    maps.importLibrary = bootstrap;
  }
  return Promise.all(MAPS_LIBRARIES.map((name) => maps.importLibrary!(name))).then(() => undefined);
}

/** How long the Maps script may take to load and call back before Maps counts as failed. */
const SCRIPT_TIMEOUT_MS = 20_000;

async function addScript(scriptUrl: string, key: string, requested: Set<string>, maps: MapsNamespace): Promise<void> {
  // One turn later, as Google's snippet does: every library asked for in this turn goes in the address.
  await null;
  return new Promise((resolve, reject) => {
    const params = new URLSearchParams({
      key,
      v: 'weekly',
      region: 'GB',
      language: 'en-GB',
      libraries: [...requested].join(','),
      callback: 'google.maps.__ib__',
    });
    // A script that loads but never calls back (a wrong address serving something else) is a failure too.
    const timer = setTimeout(
      () => reject(new Error(`The Google Maps JavaScript API at ${scriptUrl} did not call back within ${SCRIPT_TIMEOUT_MS / 1000} s`)),
      SCRIPT_TIMEOUT_MS,
    );
    maps.__ib__ = () => {
      clearTimeout(timer);
      resolve();
    };
    const script = document.createElement('script');
    const address = new URL(scriptUrl);
    address.search = params.toString();
    script.src = address.href;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`The Google Maps JavaScript API could not load from ${scriptUrl}`));
    };
    document.head.append(script);
  });
}
