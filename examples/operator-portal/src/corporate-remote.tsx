import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** mf_corporate/CorporateArea's props, as its README documents them. */
export interface CorporateAreaProps {
  basePath?: string;
  bookNowPath?: string;
  onSignOut?: () => void;
}

let manifestUrl: Promise<string> = Promise.reject(new Error('The corporate remote is not registered.'));

export function registerCorporateRemote(url: Promise<string>): void {
  manifestUrl = url.then((entry) => {
    registerRemotes([{ name: 'mf_corporate', entry }], { force: true });
    return entry;
  });
  manifestUrl.catch(() => undefined);
}

const CorporateArea = lazy(async () => {
  await manifestUrl;
  const loaded = await loadRemote<{ default: ComponentType<CorporateAreaProps> }>('mf_corporate/CorporateArea');
  if (!loaded?.default) throw new Error('mf_corporate/CorporateArea has no default export.');
  return { default: loaded.default };
});

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

/** The corporate area, loaded at run time, with the portal's own loading and failure states. */
export function RemoteCorporateArea(props: CorporateAreaProps) {
  return (
    <Boundary>
      <Suspense fallback={<p role="status">Loading the corporate area…</p>}>
        <CorporateArea {...props} />
      </Suspense>
    </Boundary>
  );
}
