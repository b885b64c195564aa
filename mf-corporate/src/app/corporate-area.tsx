import { Navigate, Route, Routes } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { ScaffoldPage } from './scaffold-page';

export interface CorporateAreaProps {
  /** Where Book Now leads: the host's public search (DECISIONS "Routes"). */
  bookNowPath?: string;
}

/**
 * Exposed as mf_corporate/CorporateArea: the corporate routes under the shared store, for any host
 * that embeds the area. Paths are absolute; the host's router is used.
 */
export default function CorporateArea({ bookNowPath = '/' }: CorporateAreaProps) {
  return (
    <StoreProvider>
      <ThemeProvider>
        <Routes>
          <Route path="/login" element={<ScaffoldPage title="Sign In" />} />
          <Route path="/bookings" element={<ScaffoldPage title="Bookings" />} />
          <Route path="/my-account" element={<ScaffoldPage title="My Account" />} />
          <Route path="/book-now" element={<Navigate to={bookNowPath} replace />} />
          <Route path="*" element={null} />
        </Routes>
      </ThemeProvider>
    </StoreProvider>
  );
}
