import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerHostRemotes } from '../../testing';
import { ThemeProvider } from '../../ui';
import { FALLBACK_MODULE_FLAG } from '../host-instance';
import { RemotePart } from '../remote-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

// The demo parts these tests mount, added to the contract the way a remote's real part is
// (types/federation.d.ts): RemotePart only takes an id it has the props of.
declare global {
  interface BookingRemoteParts {
    'mf_demo/Greeting': { name: string };
    'mf_demo/Standin': { name: string };
    'mf_demo/Broken': { name: string };
    'mf_demo/Flaky': { name: string };
    'mf_nowhere/Part': { name: string };
    'mf_demo/Later': { name: string };
    'mf_demo/Hidden': { name: string };
  }
}
type DemoId =
  'mf_demo/Greeting' | 'mf_demo/Standin' | 'mf_demo/Broken' | 'mf_demo/Flaky' | 'mf_demo/Later' | 'mf_demo/Hidden' | 'mf_nowhere/Part';

// The shell's instance in the real runtime, with mf_demo registered (what getInstance() gives).
const registerHost = (loadRemote: jest.Mock) => registerHostRemotes(['mf_demo'], loadRemote);

const view = (id: DemoId, fallback?: string) =>
  render(
    <ThemeProvider>
      <RemotePart id={id} props={{ name: 'Ada' }} loadingLabel="Loading the demo" fallback={fallback ? <p>{fallback}</p> : undefined} />
    </ThemeProvider>,
  );

describe('RemotePart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading status, then the part with its props', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const loadRemote = jest.fn(() => new Promise((r) => (resolve = r)));
    registerHost(loadRemote);
    view('mf_demo/Greeting');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the demo');
    await waitFor(() => expect(loadRemote).toHaveBeenCalled());
    resolve({ default: Greeting });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('asks for the part after the page’s next paint, and mounts a part loaded before at once', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const loadRemote = jest.fn(async () => ({ default: Greeting }));
    registerHost(loadRemote);
    const first = view('mf_demo/Later');
    // The page's own render and commit ask for nothing of the other remote's.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the demo');
    frames.forEach((callback) => callback(0));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    first.unmount();
    // Back on a page with the same part in this visit: no frame waited for, no loading state.
    frame.mockClear();
    view('mf_demo/Later');
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();
  });

  it('asks at once in a tab that is not shown, which paints no frame', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    registerHost(jest.fn(async () => ({ default: Greeting })));
    view('mf_demo/Hidden');
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();
  });

  it('shows the given fallback when the host’s fallback plugin stood in for the part', async () => {
    registerHost(jest.fn(async () => ({ default: Greeting, [FALLBACK_MODULE_FLAG]: true })));
    view('mf_demo/Standin', 'Edit your journey from the home page.');
    expect(await screen.findByText('Edit your journey from the home page.')).toBeInTheDocument();
  });

  it('contains a part that throws while rendering', async () => {
    registerHost(jest.fn(async () => ({ default: Broken })));
    view('mf_demo/Broken', 'Not available.');
    expect(await screen.findByText('Not available.')).toBeInTheDocument();
  });

  it('offers Try again without a fallback, and loads afresh', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    registerHost(loadRemote);
    view('mf_demo/Flaky');
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when no host has the remote (a standalone page)', async () => {
    view('mf_nowhere/Part', 'Unavailable here.');
    expect(await screen.findByText('Unavailable here.')).toBeInTheDocument();
  });
});
