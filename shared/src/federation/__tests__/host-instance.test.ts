import { registerHostRemotes } from '../../testing';
import { FALLBACK_MODULE_FLAG, findHostInstance, loadRemotePart, parsePartId, type FederationInstanceLike } from '../host-instance';

const Panel = () => null;

function instance(remotes: string[], loaded: unknown = { default: Panel }) {
  const loadRemote = jest.fn(async () => loaded);
  const found: FederationInstanceLike = {
    options: { remotes: remotes.map((remote) => ({ name: remote })) },
    loadRemote: loadRemote as FederationInstanceLike['loadRemote'],
  };
  return Object.assign(found, { loadRemote });
}

// What getInstance() gives: the instance the build plugin created for the bundle (null before it).
const current = (found: FederationInstanceLike | null) => () => found;

describe('parsePartId', () => {
  it.each([
    ['mf_quote/BookingSummaryPanel', { remote: 'mf_quote', module: 'BookingSummaryPanel' }],
    ['mf_search/./JourneyForm', { remote: 'mf_search', module: 'JourneyForm' }],
    ['mf_search/Deep/Part', { remote: 'mf_search', module: 'Deep/Part' }],
  ])('%s', (id, expected) => expect(parsePartId(id)).toEqual(expected));

  it.each(['', 'mf_quote', '/Panel', 'mf-quote/Panel'])('refuses %j', (id) =>
    expect(() => parsePartId(id)).toThrow(/not a federated part id/),
  );
});

describe('findHostInstance', () => {
  it('gives the host’s instance when the shell registered the remote on it', () => {
    const host = instance(['mf_search', 'mf_quote']);
    expect(findHostInstance('mf_search', current(host))).toBe(host);
  });

  it('knows a remote by its alias too', () => {
    const host: FederationInstanceLike = { options: { remotes: [{ name: 'mf_search', alias: 'search' }] }, loadRemote: jest.fn() };
    expect(findHostInstance('search', current(host))).toBe(host);
  });

  it.each([
    ['no instance (no build plugin)', current(null)],
    ['an instance that does not know it (a remote running alone)', current(instance(['mf_quote']))],
    ['an instance with no remotes', current({ options: {}, loadRemote: jest.fn() })],
  ])('is null with %s', (_case, source) => expect(findHostInstance('mf_search', source)).toBeNull());
});

describe('loadRemotePart', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the runtime’s own getInstance() by default: the instance the build plugin created', async () => {
    const loadRemote = jest.fn(async () => ({ default: Panel }));
    await expect(loadRemotePart('mf_quote/BookingSummaryPanel')).rejects.toThrow(/No federation host/);
    registerHostRemotes(['mf_quote'], loadRemote);
    await expect(loadRemotePart('mf_quote/BookingSummaryPanel')).resolves.toBe(Panel);
    expect(loadRemote).toHaveBeenCalledWith('mf_quote/BookingSummaryPanel');
  });

  it('loads the part through the host instance and gives its default export', async () => {
    const host = instance(['mf_quote']);
    await expect(loadRemotePart('mf_quote/BookingSummaryPanel', current(host))).resolves.toBe(Panel);
    expect(host.loadRemote).toHaveBeenCalledWith('mf_quote/BookingSummaryPanel');
  });

  it.each([
    ['no host knows the remote', current(null), /No federation host/],
    ['the runtime gives nothing', current(instance(['mf_quote'], null)), /could not be loaded/],
    [
      'the host’s fallback plugin stood in',
      current(instance(['mf_quote'], { default: Panel, [FALLBACK_MODULE_FLAG]: true })),
      /could not be loaded/,
    ],
    ['there is no default export', current(instance(['mf_quote'], { Panel })), /no default export/],
  ])('rejects when %s', async (_case, source, message) => {
    await expect(loadRemotePart('mf_quote/BookingSummaryPanel', source)).rejects.toThrow(message);
  });

  it('rejects a part whose remote has not answered in 10 s (it accepted the connection and hangs)', async () => {
    jest.useFakeTimers();
    try {
      const hanging: FederationInstanceLike = {
        options: { remotes: [{ name: 'mf_quote' }] },
        loadRemote: () => new Promise(() => undefined),
      };
      const loading = loadRemotePart('mf_quote/BookingSummaryPanel', current(hanging));
      const outcome = jest.fn();
      loading.catch(outcome);
      await jest.advanceTimersByTimeAsync(9_900);
      expect(outcome).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(100);
      await expect(loading).rejects.toThrow('mf_quote/BookingSummaryPanel did not load within 10 s.');
    } finally {
      jest.useRealTimers();
    }
  });
});
