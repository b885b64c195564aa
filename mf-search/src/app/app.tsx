import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { StoreProvider } from '@booking/shared/store';
import { retryableLazy, ThemeProvider } from '@booking/shared/ui';
import { MapsGate } from './maps-gate';
import { buildLabel } from './build-label';
import HomePage from './home-page';
import { ROUTES } from '@booking/shared/domain';

// Home stays in the first chunk; the other pages load when visited.
const ContactUsPage = retryableLazy(() => import('../features/contact-us/contact-us-page'));
const OurFleetPage = retryableLazy(() => import('../features/our-fleet/our-fleet-page'));
const TermsPage = retryableLazy(() => import('../features/legal/terms-page'));
const PrivacyPage = retryableLazy(() => import('../features/legal/privacy-page'));

const Release = styled.small`
  display: block;
  padding: 8px 16px;
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
`;

const home = <HomePage />;

/** mf_search/App: the shell renders it outside any <Route>, so the paths are absolute. */
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <MapsGate />
        <Suspense fallback={null}>
          <Routes>
            <Route path={ROUTES.root.path} element={home} />
            <Route path={ROUTES.home.path} element={home} />
            <Route path={ROUTES.bookTrip.path} element={home} />
            <Route path={ROUTES.contact.path} element={<ContactUsPage />} />
            <Route path={ROUTES.fleet.path} element={<OurFleetPage />} />
            <Route path={ROUTES.terms.path} element={<TermsPage />} />
            <Route path={ROUTES.privacy.path} element={<PrivacyPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        {buildLabel ? <Release>Release {buildLabel}</Release> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
