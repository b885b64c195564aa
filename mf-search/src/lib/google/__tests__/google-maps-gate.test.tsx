import { render, waitFor } from '@testing-library/react';
import { GoogleMapsGate } from '../google-maps-gate';
import { getMapsStatus, setMapsStatus } from '../maps-status';
import { GOOGLE_MAPS_SCRIPT_URL, readMapsScriptUrl } from '../script-address';

// With a GOOGLE_API_KEY, the Maps script loads from /config.json's address (the CSP allows that
// origin only); without one nothing loads. A failure is a warning and leaves the keyless behaviour.

const jsonAnswer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
const answerConfig = (body: unknown) => Object.assign(globalThis, { fetch: jsonAnswer(body) });
const scriptAddress = () => {
  const src = document.head.querySelector('script')?.getAttribute('src');
  return src ? src.split('?')[0] : null;
};

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error');
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('readMapsScriptUrl', () => {
  it.each([
    [
      'the configured address',
      jsonAnswer({ maps: { scriptUrl: 'http://localhost:4740/maps/api/js' } }),
      'http://localhost:4740/maps/api/js',
    ],
    ['a config.json from before the field', jsonAnswer({ remotes: {} }), GOOGLE_MAPS_SCRIPT_URL],
    ['an address that is not http(s)', jsonAnswer({ maps: { scriptUrl: 'javascript:alert(1)' } }), GOOGLE_MAPS_SCRIPT_URL],
    ['an address with a query', jsonAnswer({ maps: { scriptUrl: 'https://maps.example/js?x=1' } }), GOOGLE_MAPS_SCRIPT_URL],
    ['an address with a fragment', jsonAnswer({ maps: { scriptUrl: 'https://maps.example/js#top' } }), GOOGLE_MAPS_SCRIPT_URL],
    ['an address with a user name', jsonAnswer({ maps: { scriptUrl: 'https://me:pw@maps.example/js' } }), GOOGLE_MAPS_SCRIPT_URL],
    ['no config.json (standalone dev)', jsonAnswer('Not found', 404), GOOGLE_MAPS_SCRIPT_URL],
    [
      'a network failure',
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      GOOGLE_MAPS_SCRIPT_URL,
    ],
  ])('answers %s', async (_case, fetchImpl, expected) => {
    expect(await readMapsScriptUrl(fetchImpl as unknown as typeof fetch)).toBe(expected);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});

describe('GoogleMapsGate', () => {
  beforeEach(() => {
    setMapsStatus('off');
    document.head.innerHTML = '';
    delete (window as { google?: unknown }).google;
    delete window.gm_authFailure;
  });

  it.each([[undefined], [''], ['   ']])('loads nothing without a key (%j)', async (apiKey) => {
    const fetchSpy = answerConfig({});
    const { container } = render(<GoogleMapsGate apiKey={apiKey} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(fetchSpy.fetch).not.toHaveBeenCalled();
    expect(scriptAddress()).toBeNull();
    expect(getMapsStatus()).toBe('off');
  });

  it('loads the script from the configured address with the key, and is ready once it has set itself up', async () => {
    answerConfig({ maps: { scriptUrl: 'http://localhost:4740/maps/api/js' } });
    render(<GoogleMapsGate apiKey=" operator-key " />);
    await waitFor(() => expect(scriptAddress()).toBe('http://localhost:4740/maps/api/js'));
    expect(document.head.querySelector('script')?.src).toContain('key=operator-key&');
    expect(getMapsStatus()).toBe('loading');
    const maps = (window as unknown as { google: { maps: { importLibrary: unknown; __ib__: () => void } } }).google.maps;
    maps.importLibrary = async () => ({});
    maps.__ib__();
    await waitFor(() => expect(getMapsStatus()).toBe('ready'));
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['the script does not load', () => document.head.querySelector('script')?.dispatchEvent(new Event('error'))],
    ['Google refuses the key', () => window.gm_authFailure?.()],
  ])('falls back to the keyless boxes with a warning, no error, when %s', async (_case, fail) => {
    answerConfig({ maps: { scriptUrl: GOOGLE_MAPS_SCRIPT_URL } });
    render(<GoogleMapsGate apiKey="operator-key" />);
    await waitFor(() => expect(scriptAddress()).toBe(GOOGLE_MAPS_SCRIPT_URL));
    fail();
    await waitFor(() => expect(getMapsStatus()).toBe('failed'));
    expect(warn).toHaveBeenCalledWith('Google Maps did not load; using the plain address boxes', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
  });
});
