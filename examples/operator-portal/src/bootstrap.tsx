import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalApp } from './portal-app';
import { registerCorporateRemote } from './corporate-remote';

// The portal's own server says where the corporate remote's manifest is (/portal-config.json). The
// area waits for this registration however early it renders, and shows its failure if it fails.
registerCorporateRemote(
  fetch('/portal-config.json')
    .then((response) => {
      if (!response.ok) throw new Error(`/portal-config.json answered ${response.status}`);
      return response.json() as Promise<{ corporateManifestUrl?: unknown }>;
    })
    .then(({ corporateManifestUrl }) => {
      if (typeof corporateManifestUrl !== 'string' || !corporateManifestUrl)
        throw new Error('/portal-config.json has no corporateManifestUrl');
      return corporateManifestUrl;
    }),
);

// The portal's router lives at /portal (its basename); any other path of this origin goes there.
const BASENAME = '/portal';
if (!/^\/portal(\/|$)/i.test(window.location.pathname)) window.history.replaceState(null, '', BASENAME);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={BASENAME}>
        <PortalApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
