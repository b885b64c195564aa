import type { AppConfig } from '../config/app-config';
import { findRoute } from '@booking/shared/domain';

/**
 * Tells the browser, as soon as /config.json is read, to fetch the manifest and remoteEntry.js of the
 * remote(s) the current path mounts, while the shell's own chunks are still loading. The federation
 * runtime then finds both already on their way.
 */
export function hintRemotes(config: AppConfig, pathname: string, doc: Document = document): void {
  for (const { remote } of findRoute(pathname)?.mounts ?? []) {
    const manifest = config.remotes[remote];
    if (!manifest || doc.head.querySelector(`link[href="${manifest}"]`)) continue;
    addPreload(doc, manifest, 'fetch', true);
    // Our remotes publish their entry beside the manifest (the factory's fixed name).
    addPreload(doc, new URL('remoteEntry.js', manifest).href, 'script', false);
  }
}

function addPreload(doc: Document, href: string, as: 'fetch' | 'script', anonymous: boolean) {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // fetch() asks in CORS mode, the runtime's <script> without it: each preload must match its request.
  if (anonymous) link.crossOrigin = 'anonymous';
  doc.head.appendChild(link);
}
