import { FALLBACK_MODULE_FLAG, findHostInstance, loadRemotePart, parsePartId, type FederationInstanceLike } from '../host-instance';

const Panel = () => null;

function instance(name: string, remotes: string[], loaded: unknown = { default: Panel }) {
  const loadRemote = jest.fn(async () => loaded);
  const found: FederationInstanceLike = { name, options: { name, remotes: remotes.map((remote) => ({ name: remote })) }, loadRemote: loadRemote as FederationInstanceLike['loadRemote'] };
  return Object.assign(found, { loadRemote });
}

const scopeWith = (...instances: FederationInstanceLike[]) => ({ __FEDERATION__: { __INSTANCES__: instances } });

describe('parsePartId', () => {
  it.each([
    ['mf_quote/BookingSummaryPanel', { remote: 'mf_quote', module: 'BookingSummaryPanel' }],
    ['mf_search/./JourneyForm', { remote: 'mf_search', module: 'JourneyForm' }],
    ['mf_search/Deep/Part', { remote: 'mf_search', module: 'Deep/Part' }],
  ])('%s', (id, expected) => expect(parsePartId(id)).toEqual(expected));

  it.each(['', 'mf_quote', '/Panel', 'mf-quote/Panel'])('refuses %j', (id) => expect(() => parsePartId(id)).toThrow(/not a federated part id/));
});

describe('findHostInstance', () => {
  it('finds the instance the shell registered the remote on, not the remote’s own', () => {
    const remoteOwn = instance('mf_quote', []);
    const host = instance('shell', ['mf_search', 'mf_quote']);
    expect(findHostInstance('mf_search', scopeWith(remoteOwn, host))).toBe(host);
  });

  it.each([
    ['no federation global', {}],
    ['no instance knows it', scopeWith(instance('shell', ['mf_quote']))],
  ])('is null with %s', (_case, scope) => expect(findHostInstance('mf_search', scope)).toBeNull());
});

describe('loadRemotePart', () => {
  it('loads the part through the host instance and gives its default export', async () => {
    const host = instance('shell', ['mf_quote']);
    await expect(loadRemotePart('mf_quote/BookingSummaryPanel', scopeWith(host))).resolves.toBe(Panel);
    expect(host.loadRemote).toHaveBeenCalledWith('mf_quote/BookingSummaryPanel');
  });

  it.each([
    ['no host knows the remote', scopeWith(), /No federation host/],
    ['the runtime gives nothing', scopeWith(instance('shell', ['mf_quote'], null)), /could not be loaded/],
    ['the host’s fallback plugin stood in', scopeWith(instance('shell', ['mf_quote'], { default: Panel, [FALLBACK_MODULE_FLAG]: true })), /could not be loaded/],
    ['there is no default export', scopeWith(instance('shell', ['mf_quote'], { Panel })), /no default export/],
  ])('rejects when %s', async (_case, scope, message) => {
    await expect(loadRemotePart('mf_quote/BookingSummaryPanel', scope)).rejects.toThrow(message);
  });
});
