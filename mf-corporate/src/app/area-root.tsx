import type { ReactNode } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import { AreaProvider, type AreaOptions } from '../lib/area';
import { AreaRoutes } from './area-routes';

function InARouter({ children }: { children: ReactNode }) {
  return useInRouterContext() ? children : <BrowserRouter>{children}</BrowserRouter>;
}

/**
 * The area with checked options: in the one store and the theme, in the host's react-router when
 * there is one, else in a BrowserRouter of its own; its pages live under `options.basePath`.
 */
export function AreaRoot({ options }: { options: AreaOptions }) {
  return (
    <StoreProvider>
      <ThemeProvider>
        <InARouter>
          <AreaProvider options={options}>
            <AreaRoutes />
          </AreaProvider>
        </InARouter>
      </ThemeProvider>
    </StoreProvider>
  );
}
