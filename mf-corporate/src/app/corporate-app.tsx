import { Suspense, useEffect, type ReactNode } from 'react';
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { BrowserRouter, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorBoundary, retryableLazy, Spinner, ThemeProvider } from '@booking/shared/ui';
import { normaliseBasePath, pageAt } from '../lib/area';
import type { CorporateAreaProps } from './corporate-area';

// Loaded after the bridge, not with it: the manifest lists, for each exposed module, every exposed
// module that imports its chunk synchronously, and hosts preload that list, so a static import here
// would make every CorporateArea host (component mode) download this module's bridge code too.
const CorporateArea = retryableLazy(() => import('./corporate-area'));

/** The app's props: CorporateArea's options, and the bridge's `basename` (where on the site the app lives). */
export interface CorporateAppProps extends CorporateAreaProps {
  /** Where on the host's site the area lives, e.g. '/corporate'; `basePath`, if given, is below it. */
  basename?: string;
}

/** What a host passes to the bridge's `render`: the element the area mounts into, and the app's props. */
export type CorporateAppRenderOptions = CorporateAppProps & { dom: HTMLElement };

/** mf_corporate/CorporateApp's default export: `provider()` gives `render` (mount or update) and `destroy` (unmount). */
export type CorporateAppProvider = () => {
  render(options: CorporateAppRenderOptions): Promise<void>;
  destroy(options: { dom: HTMLElement }): void;
};

/**
 * The app owns only the pages under its base. A path the area leads to outside it (the logo's '/',
 * Book Now, a redirect) is the host's page: loaded as a page, since no router of the host is around.
 * Only the area's own navigations leave; the page it was opened on is never reloaded.
 */
function HostPages({ base, children }: { base: string; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const leaving = useNavigationType() !== NavigationType.Pop && pageAt(pathname, base) === null;
  useEffect(() => {
    if (leaving) window.location.replace(`${pathname}${search}${hash}`);
  }, [leaving, pathname, search, hash]);
  return leaving ? null : children;
}

/**
 * The area as an app in its own React root, with its own router and store (the remote's own copies
 * under a host that shares none). The router has no basename: the area lives at `basename` +
 * `basePath`, and `bookNowPath`, `homePath` and the sign-in's redirect are the site's paths.
 */
function CorporateAppRoot({ basename, basePath, ...options }: CorporateAppProps) {
  const base = normaliseBasePath(`${normaliseBasePath(basename)}${normaliseBasePath(basePath)}`);
  return (
    <ThemeProvider withGlobalStyle={false}>
      <ErrorBoundary fallback="The corporate area is unavailable right now. Please try again later.">
        <Suspense fallback={<Spinner label="Loading the corporate area" />}>
          <BrowserRouter>
            <HostPages base={base}>
              <CorporateArea {...options} basePath={base} />
            </HostPages>
          </BrowserRouter>
        </Suspense>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

/** Exposed as mf_corporate/CorporateApp: the corporate area for any host, React or not (README). */
const provider: CorporateAppProvider = createBridgeComponent<CorporateAppProps>({ rootComponent: CorporateAppRoot });
export default provider;
