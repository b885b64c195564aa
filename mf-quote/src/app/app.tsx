import { Route, Routes } from 'react-router-dom';
import { priceDetailsAtom, StoreProvider, useAtomValue } from '@booking/shared/store';
import { Page, PageTitle, ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ResultsPage } from './results-page';
import { ROUTES } from '@booking/shared/domain';

/** /quoteView (product §10 "Routes"): the results when price details exist; the shell mounts Quote Now below. */
function UrgentBooking() {
  const priceDetails = useAtomValue(priceDetailsAtom);
  if (priceDetails?.length) return <ResultsPage title="Urgent Booking" />;
  return (
    <Page as="section" aria-labelledby="page-title">
      <PageTitle id="page-title">Urgent Booking</PageTitle>
      <p>No online price for this journey yet: send us the request below and we will come back to you.</p>
    </Page>
  );
}

// Exposed as mf_quote/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider withGlobalStyle={false}>
        <Routes>
          <Route path={ROUTES.quotation.path} element={<ResultsPage title="Quotation" />} />
          <Route path={ROUTES.urgentBooking.path} element={<UrgentBooking />} />
          <Route path="*" element={null} />
        </Routes>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
