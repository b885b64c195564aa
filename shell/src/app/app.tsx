import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { brandAtom, StoreProvider, useAtomValue } from '@booking/shared/store';
import { brandTheme, ThemeProvider } from '@booking/shared/ui';
import type { AppConfig } from '../config/app-config';
import { Layout } from './layout';

/** The theme of the operator's brand once /config.json has it; the demo's until then. */
function BrandTheme({ children }: { children: ReactNode }) {
  const brand = useAtomValue(brandAtom);
  const theme = useMemo(() => (brand ? brandTheme(brand.primaryColor, brand.accentColor) : undefined), [brand]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * The host: the one store, the theme and the one router, shared with every remote it mounts. `bootHero`:
 * the picture the HTML's loading screen showed (the home page's), kept until the page is in;
 * `arrived`: the config when it came before the first render.
 */
export function App({ config, arrived, bootHero = null }: { config: Promise<AppConfig>; arrived?: AppConfig; bootHero?: string | null }) {
  return (
    <StoreProvider>
      <BrandTheme>
        <BrowserRouter>
          <Layout config={config} arrived={arrived} bootHero={bootHero} />
        </BrowserRouter>
      </BrandTheme>
    </StoreProvider>
  );
}
