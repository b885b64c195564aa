import { useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { findRoute, isEnabled, SETTING_KEYS } from '@booking/shared/domain';
import { appSettingsAtom, brandAtom, contentLoadsAtom, settingsStatusAtom, useAtomValue } from '@booking/shared/store';
import type { AppConfig } from '../config/app-config';
import { useFrameReporter } from '../frame/use-frame-reporter';
import { companyDetails } from '../layout/company';
import { Footer } from '../layout/footer';
import { isBrandBarShown, isNavbarShown, navLinks } from '../layout/nav-links';
import { BrandBar, Navbar, NavbarFrame } from '../layout/navbar';
import { StepBar } from '../layout/step-bar';
import { usePartnerCompanies } from '../layout/use-partner-companies';
import { usePageFocus } from '../navigation/use-page-focus';
import { usePageTitle } from '../navigation/use-page-title';
import { useScrollRestoration } from '../navigation/use-scroll-restoration';
import { RouteView } from '../routes/route-view';
import { useSettingsLoader } from '../settings/use-settings-loader';
import { LoadingOverlay } from './loading-overlay';
import { SettingsFailure } from './settings-failure';
import { useAppConfig } from './use-app-config';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.md};
    top: ${({ theme }) => theme.space.md};
    z-index: ${({ theme }) => theme.zIndices.dialog};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

// Tall enough that the footer starts below the fold: content arriving later does not shift it in view.
// Its own block formatting context: a remote's first element's top margin (a status line's default
// paragraph margin) stays inside it instead of collapsing through it and moving the whole page when
// that element is replaced (a layout shift on every protected corporate page).
const Main = styled.main`
  display: flow-root;
  min-height: 100vh;
`;

/**
 * The one loading overlay (product §4): while the settings load, and while a remote's screen still waits
 * for a content list it counted in (the home form's popular addresses). It reads the count itself, so
 * that each list's start and end re-render the overlay alone, not the frame.
 */
function PageOverlay({ settingsLoading, ...rest }: { settingsLoading: boolean; bootHero: string | null; failure: ReactNode }) {
  const contentLoading = useAtomValue(contentLoadsAtom) > 0;
  return <LoadingOverlay loading={settingsLoading || contentLoading} {...rest} />;
}

/** The page frame around the remotes: settings, navbar, step bar, footer, title, focus, scroll and frame reports. */
export function Layout({
  config,
  arrived,
  bootHero = null,
}: {
  config: Promise<AppConfig>;
  arrived?: AppConfig;
  bootHero?: string | null;
}) {
  const main = useRef<HTMLElement>(null);
  const retrySettings = useSettingsLoader();
  useScrollRestoration();
  usePageFocus(main);
  const { frameParentOrigins, previousStepPath } = useAppConfig(config, arrived);
  useFrameReporter(frameParentOrigins);

  const { pathname } = useLocation();
  const settings = useAtomValue(appSettingsAtom);
  const brand = useAtomValue(brandAtom);
  const status = useAtomValue(settingsStatusAtom);
  const showFooter = isEnabled(settings, SETTING_KEYS.SHOW_FOOTER_PAGE);
  const partners = usePartnerCompanies(showFooter);
  // Each part of the frame is memoised: a store write at start re-renders only the parts whose props it changes.
  const company = useMemo(() => companyDetails(settings), [settings]);
  const links = useMemo(() => navLinks(settings), [settings]);
  const firstLoad = status === 'loading' && Object.keys(settings).length === 0;
  // Without its settings the site cannot work (docs/decisions/start-up.md): the overlay says so and offers a
  // retry; the page under it keeps its place but cannot be reached.
  const failed = status === 'error';
  const route = findRoute(pathname);
  usePageTitle(route?.title, firstLoad ? null : company.name);
  // The outcome pages keep the brand without the navigation (the spec hides the navbar there); while the
  // settings load, or have failed, the bar's frame holds its place.
  const navbar =
    failed || (firstLoad && (!route?.hideNavbar || route.step !== undefined)) ? (
      <NavbarFrame aria-hidden="true" />
    ) : isNavbarShown(settings, route?.hideNavbar) ? (
      <Navbar companyName={company.name} logoUrl={brand?.logoUrl} links={links} contact={company} />
    ) : isBrandBarShown(settings, route) ? (
      <BrandBar companyName={company.name} logoUrl={brand?.logoUrl} phone={company.phone} />
    ) : null;

  return (
    <>
      {failed ? null : <SkipLink href="#main">Skip to content</SkipLink>}
      {navbar}
      {failed ? null : <StepBar previousPath={previousStepPath} />}
      <Main id="main" tabIndex={-1} ref={main} inert={failed}>
        <RouteView />
      </Main>
      {showFooter && !failed ? <Footer company={company} partners={partners} /> : null}
      <PageOverlay
        settingsLoading={status === 'loading'}
        bootHero={bootHero}
        failure={failed ? <SettingsFailure contact={company} onRetry={retrySettings} /> : null}
      />
    </>
  );
}
