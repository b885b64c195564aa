// The corporate area as an app in a page with no bundler and no React: the federation runtime (from
// the import map) registers mf_corporate from the manifest URL in /portal-config.json, loads
// mf_corporate/CorporateApp (the bridge's provider) and renders it into #corporate-area. The area
// brings its own React, router and store; the portal passes where it lives, Book Now, home, its
// settings and sign-out.
import { createInstance } from '@module-federation/runtime';

const status = document.getElementById('corporate-status');

async function mountCorporateArea() {
  const response = await fetch('/portal-config.json');
  if (!response.ok) throw new Error(`/portal-config.json answered ${response.status}`);
  const { corporateManifestUrl } = await response.json();
  const federation = createInstance({ name: 'html_portal', remotes: [{ name: 'mf_corporate', entry: corporateManifestUrl }] });
  const corporateApp = await federation.loadRemote('mf_corporate/CorporateApp');
  if (typeof corporateApp?.default !== 'function') throw new Error('mf_corporate/CorporateApp did not load');
  await corporateApp.default().render({
    dom: document.getElementById('corporate-area'),
    basename: '/corporate',
    // Paths of this site: the app has no router of the host's to be under.
    bookNowPath: '/book.html',
    homePath: '/',
    // The operator's settings, as the area shows them: whole pounds, the operator's name.
    settings: { currency: 'GBP', roundOff: true, companyName: 'Kestrel Executive Travel' },
    onSignOut: () => window.location.assign('/?signed-out=1'),
  });
  status.remove();
}

mountCorporateArea().catch((error) => {
  console.error('[html-portal] the corporate area could not be loaded:', error);
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = 'The corporate area is unavailable right now. Please try again later.';
  status.replaceWith(alert);
});
