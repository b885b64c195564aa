import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalApp } from './portal-app';
import { registerCorporateRemote } from './corporate-remote';

// The portal's own server says where the corporate remote's manifest is (/portal-config.json).
registerCorporateRemote(
  fetch('/portal-config.json')
    .then((response) => response.json() as Promise<{ corporateManifestUrl: string }>)
    .then((config) => config.corporateManifestUrl),
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <PortalApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
