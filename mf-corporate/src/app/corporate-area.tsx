import { useMemo } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { AreaProvider } from '../lib/area';
import { AreaRoutes } from './area-routes';

export interface CorporateAreaProps {
  /** Where the area lives in the host's router, e.g. '/portal/corporate' (default '', the site root). */
  basePath?: string;
  /** Where Book Now leads: the host's public search (product §10 "Routes"; default '/'). */
  bookNowPath?: string;
  /** Called after sign-out, in place of going to '/'. */
  onSignOut?: () => void;
}

/**
 * Exposed as mf_corporate/CorporateArea: sign-in, bookings and profile for any host (README). It uses
 * the host's react-router when there is one, else a BrowserRouter of its own; its pages live under
 * `basePath` (login, bookings, my-account, book-now).
 */
export default function CorporateArea({ basePath = '', bookNowPath = '/', onSignOut }: CorporateAreaProps) {
  const inRouter = useInRouterContext();
  const options = useMemo(() => ({ basePath, bookNowPath, onSignOut }), [basePath, bookNowPath, onSignOut]);
  const area = (
    <AreaProvider options={options}>
      <AreaRoutes />
    </AreaProvider>
  );
  return (
    <StoreProvider>
      <ThemeProvider>{inRouter ? area : <BrowserRouter>{area}</BrowserRouter>}</ThemeProvider>
    </StoreProvider>
  );
}
