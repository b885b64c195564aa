import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/runtime';

// mf_corporate/CorporateArea's props, as the remote publishes them for its hosts (type-only: erased
// at build, so the portal loads the area only at run time).
import type { CorporateAreaProps } from '@booking/mf-corporate/types';

export type { CorporateAreaProps };

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) return <p role="alert">The corporate area is unavailable right now. Please try again later.</p>;
    return this.props.children;
  }
}

/**
 * The corporate remote for one page: `register` gives it the manifest URL, and the area loads only
 * after that registration, however early it is rendered (one promise, settled once: a second
 * `register` is ignored). Until then it shows the loading state; a manifest URL that fails shows the
 * failure.
 */
export function createCorporateRemote() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const registered = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Reported by the area when it is rendered; no unhandled rejection before that.
  registered.catch(() => undefined);

  function register(manifestUrl: Promise<string>): Promise<void> {
    if (settle) {
      const { resolve, reject } = settle;
      settle = undefined;
      manifestUrl.then((entry) => registerRemotes([{ name: 'mf_corporate', entry }], { force: true })).then(() => resolve(), reject);
    }
    return registered;
  }

  const CorporateArea = lazy(async () => {
    await registered;
    const loaded = await loadRemote<{ default: ComponentType<CorporateAreaProps> }>('mf_corporate/CorporateArea');
    if (!loaded?.default) throw new Error('mf_corporate/CorporateArea has no default export.');
    return { default: loaded.default };
  });

  /** The corporate area, loaded at run time, with the portal's own loading and failure states. */
  function RemoteCorporateArea(props: CorporateAreaProps) {
    return (
      <Boundary>
        <Suspense fallback={<p role="status">Loading the corporate area…</p>}>
          <CorporateArea {...props} />
        </Suspense>
      </Boundary>
    );
  }

  return { register, RemoteCorporateArea };
}

// The portal's one corporate remote: bootstrap registers it, the routes render it.
const corporateRemote = createCorporateRemote();
export const registerCorporateRemote = corporateRemote.register;
export const RemoteCorporateArea = corporateRemote.RemoteCorporateArea;
