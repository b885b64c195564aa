// The Maps script is added the way Google's bootstrap adds it, from the deployment's address, once
// per page; a script that fails or does not set itself up rejects (the loader then warns, see
// google-maps-loader.test.tsx).

import { loadMapsApi } from '../load-maps-api';

type MapsGlobal = { importLibrary?: (name: string) => Promise<unknown>; __ib__?: () => void };

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { google?: unknown }).google;
});

const mapsGlobal = () => (window as unknown as { google: { maps: MapsGlobal } }).google.maps;
const addedScripts = () => [...document.head.querySelectorAll('script')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Plays the Maps script: it defines importLibrary, as Google's does, then calls back. */
function runScript(libraries: string[]) {
  mapsGlobal().importLibrary = async (name) => {
    libraries.push(name);
    return {};
  };
  mapsGlobal().__ib__?.();
}

it('adds one script from the configured address with the key, the libraries and the callback, and resolves once it has set itself up', async () => {
  const loaded = loadMapsApi({ scriptUrl: 'http://localhost:4740/maps/api/js', key: 'operator-key' });
  const again = loadMapsApi({ scriptUrl: 'http://localhost:4740/maps/api/js', key: 'operator-key' });
  await settle();
  expect(addedScripts()).toHaveLength(1);
  const src = new URL(addedScripts()[0].src);
  expect(src.origin + src.pathname).toBe('http://localhost:4740/maps/api/js');
  expect(Object.fromEntries(src.searchParams)).toEqual({
    key: 'operator-key',
    v: 'weekly',
    region: 'GB',
    language: 'en-GB',
    libraries: 'core,places,geocoding,routes',
    callback: 'google.maps.__ib__',
  });

  const imported: string[] = [];
  runScript(imported);
  await expect(loaded).resolves.toBeUndefined();
  await expect(again).resolves.toBeUndefined();
  expect(new Set(imported)).toEqual(new Set(['core', 'geocoding', 'places', 'routes']));
});

it('rejects, naming the address, when the script does not load', async () => {
  const loaded = loadMapsApi({ scriptUrl: 'http://localhost:4740/maps/api/js', key: 'k' });
  await settle();
  addedScripts()[0].dispatchEvent(new Event('error'));
  await expect(loaded).rejects.toThrow('The Google Maps JavaScript API could not load from http://localhost:4740/maps/api/js');
});

it('rejects when the script calls back without its own importLibrary', async () => {
  const loaded = loadMapsApi({ scriptUrl: 'https://maps.googleapis.com/maps/api/js', key: 'k' });
  await settle();
  mapsGlobal().__ib__?.();
  await expect(loaded).rejects.toThrow('The Maps script loaded without google.maps.importLibrary');
});

it('rejects, naming the address, when the script loads but never calls back within 20 s', async () => {
  jest.useFakeTimers();
  try {
    const loaded = loadMapsApi({ scriptUrl: 'http://localhost:4740/not-maps.js', key: 'operator-key' });
    await Promise.resolve();
    await Promise.resolve();
    expect(addedScripts()).toHaveLength(1);
    jest.advanceTimersByTime(20_000);
    await expect(loaded).rejects.toThrow(
      'The Google Maps JavaScript API at http://localhost:4740/not-maps.js did not call back within 20 s',
    );
  } finally {
    jest.useRealTimers();
  }
});
