import { BrowserRouter } from 'react-router-dom';
import { StoreProvider } from '@booking/shared/store';
import { ThemeProvider } from '@booking/shared/ui';
import type { AppConfig } from '../config/app-config';
import { Layout } from './layout';

/** The host: the one store, the theme and the one router, shared with every remote it mounts. */
export function App({ config }: { config: Promise<AppConfig> }) {
  return (
    <StoreProvider>
      <ThemeProvider>
        <BrowserRouter>
          <Layout config={config} />
        </BrowserRouter>
      </ThemeProvider>
    </StoreProvider>
  );
}
