import { Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { buildLabel } from './build-label';
import { ScaffoldPage } from './scaffold-page';
import { SelectVehicle } from './select-vehicle';

// Exposed as mf_quote/App: the shell renders it outside any <Route>, so the paths are absolute.
export default function App() {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Routes>
          <Route
            path="/quotationview"
            element={
              <ScaffoldPage title="Quotation">
                <SelectVehicle />
              </ScaffoldPage>
            }
          />
          <Route path="/quoteView" element={<ScaffoldPage title="Urgent Booking" />} />
          <Route path="*" element={null} />
        </Routes>
        {buildLabel ? <small>Release {buildLabel}</small> : null}
      </ThemeProvider>
    </StoreProvider>
  );
}
