import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootHeroPicture } from './app/loading-overlay';
import type { AppConfig } from './config/app-config';
import { registerAppRemotes, warmRoute } from './federation/remotes';

/** Renders at once (navbar, footer, settings overlay); remote areas wait for the config. */
export function start(config: Promise<AppConfig>): void {
  const root = document.getElementById('root');
  if (!root) return;
  const bootHero = bootHeroPicture(root);
  config.then((loaded) => {
    registerAppRemotes(loaded);
    warmRoute(window.location.pathname);
  });
  // A transition renders in short pieces that yield to the browser, instead of one long blocking task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App config={config} bootHero={bootHero} />
      </StrictMode>,
    );
  });
}
