import { hintRemotes } from '../remote-hints';

const config = {
  remotes: {
    mf_search: 'http://localhost:3001/mf-manifest.json',
    mf_quote: 'http://localhost:3002/mf-manifest.json',
  },
  frameParentOrigins: [],
  operator: null,
  brand: null,
  previousStepPath: null,
};

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

describe('hintRemotes', () => {
  afterEach(() => document.head.replaceChildren());

  it('preloads the manifest (CORS fetch) and remoteEntry.js (plain script) of each remote the path mounts', () => {
    hintRemotes(config, '/quoteView');
    expect(preloads()).toEqual([
      ['fetch', 'http://localhost:3002/mf-manifest.json', 'anonymous'],
      ['script', 'http://localhost:3002/remoteEntry.js', null],
      ['fetch', 'http://localhost:3001/mf-manifest.json', 'anonymous'],
      ['script', 'http://localhost:3001/remoteEntry.js', null],
    ]);
  });

  it('hints nothing for an unknown path or a remote missing from the config', () => {
    hintRemotes(config, '/nowhere');
    hintRemotes(config, '/login');
    expect(preloads()).toEqual([]);
  });

  it('does not repeat a hint', () => {
    hintRemotes(config, '/');
    hintRemotes(config, '/home');
    expect(preloads()).toHaveLength(2);
  });
});
