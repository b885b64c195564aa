import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootHeroPicture } from './app/loading-overlay';
import type { AppConfig } from './config/app-config';
import { registerAppRemotes, warmRoute } from './federation/remotes';
import { publishAppConfig } from './app/use-app-config';
import { store } from '@booking/shared/store';

/**
 * Renders at once (navbar, footer, settings overlay); remote areas wait for the config. A config that has
 * already arrived (`arrived`, the usual case) is in the store and the frame before the first render, so
 * that its brand does not re-render the whole page with a new theme one commit later.
 */
export function start(config: Promise<AppConfig>, arrived?: AppConfig): void {
  const root = document.getElementById('root');
  if (!root) return;
  const bootHero = bootHeroPicture(root);
  if (arrived) publishAppConfig(store, arrived);
  config.then((loaded) => {
    registerAppRemotes(loaded);
    warmRoute(window.location.pathname);
  });
  // A transition renders in short pieces that yield to the browser, instead of one long blocking task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App config={config} arrived={arrived} bootHero={bootHero} />
      </StrictMode>,
    );
  });
}
