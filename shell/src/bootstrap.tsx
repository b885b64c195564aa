import './zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAppConfig } from './config/app-config';
import { registerAppRemotes } from './federation/remotes';

// The page renders at once (navbar, footer, settings overlay); remote areas wait for /config.json.
const root = document.getElementById('root');
if (root) {
  const config = loadAppConfig().then((loaded) => {
    registerAppRemotes(loaded);
    return loaded;
  });
  // A transition renders in slices that yield to the browser, instead of one long blocking task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  });
}
