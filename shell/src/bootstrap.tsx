import './zod-jitless';
import { StrictMode } from 'react';
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
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
