import { act, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { createCorporateRemote, type CorporateAreaProps } from '../corporate-remote';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const MANIFEST = 'https://corporate.example/mf-manifest.json';
const FakeArea = ({ basePath }: CorporateAreaProps) => <h1>Corporate area at {basePath}</h1>;

/** A manifest URL the test settles when it chooses, as /portal-config.json arrives. */
function manifestLater() {
  let settle!: { resolve: (url: string) => void; reject: (error: Error) => void };
  const url = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { url, ...settle };
}

beforeEach(() => {
  jest.clearAllMocks();
  // loadRemote answers only for a registered remote, as the federation runtime does.
  load.mockImplementation(async () => {
    if (registerRemotesMock.mock.calls.length === 0) throw new Error('The corporate remote is not registered.');
    return { default: FakeArea };
  });
});

it('waits for the registration when the area is rendered before /portal-config.json has answered', async () => {
  const { register, RemoteCorporateArea } = createCorporateRemote();
  render(<RemoteCorporateArea basePath="/portal/corporate" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the corporate area…');

  const manifest = manifestLater();
  register(manifest.url);
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toBeInTheDocument();

  await act(async () => manifest.resolve(MANIFEST));
  expect(await screen.findByRole('heading', { name: 'Corporate area at /portal/corporate' })).toBeInTheDocument();
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_corporate', entry: MANIFEST }], { force: true });
  expect(registerRemotesMock.mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[0]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('loads the area when the registration came first', async () => {
  const { register, RemoteCorporateArea } = createCorporateRemote();
  await register(Promise.resolve(MANIFEST));
  render(<RemoteCorporateArea basePath="/portal/corporate" />);
  expect(await screen.findByRole('heading', { name: 'Corporate area at /portal/corporate' })).toBeInTheDocument();
});

it('keeps the first manifest URL: a second registration is ignored', async () => {
  const { register, RemoteCorporateArea } = createCorporateRemote();
  const first = register(Promise.resolve(MANIFEST));
  expect(register(Promise.resolve('https://other.example/mf-manifest.json'))).toBe(first);
  render(<RemoteCorporateArea />);
  await screen.findByRole('heading', { name: /Corporate area/ });
  expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mf_corporate', entry: MANIFEST }], { force: true });
});

it('shows the failure, not an empty page, when the manifest URL cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { register, RemoteCorporateArea } = createCorporateRemote();
  render(<RemoteCorporateArea />);
  const manifest = manifestLater();
  register(manifest.url).catch(() => undefined);
  await act(async () => manifest.reject(new Error('portal-config.json: 503')));
  expect(await screen.findByRole('alert')).toHaveTextContent('The corporate area is unavailable right now. Please try again later.');
  expect(load).not.toHaveBeenCalled();
  expect(registerRemotesMock).not.toHaveBeenCalled();
});
