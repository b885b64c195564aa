import type { CorporateAppProvider, CorporateAppRenderOptions } from './corporate-app';

// The props a host passes, as the manifest's type bundle gives them for this module (types only).
export type { CorporateAppProps, CorporateAppProvider, CorporateAppRenderOptions } from './corporate-app';

// Exposed as mf_corporate/CorporateApp. No React here, and nothing shared: the app mode is a bundle
// of its own (app/corporate-app.js beside the remote's entry, built by rspack.config.mjs) with its own
// React, router and store, loaded as an ES module from the remote's origin. So a host's share scope
// never sees the area's React, whatever its strategy, and the area never takes the host's
// (docs/decisions/portals.md).

declare const __webpack_public_path__: string;

/** Where the app bundle's entry is: beside the remote's entry, under the public path the runtime set. */
export const APP_ENTRY = 'app/corporate-app.js';

let loading: Promise<CorporateAppProvider> | undefined;

/** The bridge's provider from the app bundle, loaded once; a failed load is asked for again next time. */
function loadProvider(): Promise<CorporateAppProvider> {
  loading ??= import(/* webpackIgnore: true */ `${__webpack_public_path__}${APP_ENTRY}`).then(
    (bundle: { default: CorporateAppProvider }) => bundle.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The bridge's provider shape: `render` loads the app bundle first (once), `destroy` unmounts. */
const provider: CorporateAppProvider = () => {
  let app: ReturnType<CorporateAppProvider> | undefined;
  let destroyed = false;
  return {
    async render(options: CorporateAppRenderOptions) {
      destroyed = false;
      const load = await loadProvider();
      if (destroyed) return;
      app ??= load();
      await app.render(options);
    },
    destroy(options: { dom: HTMLElement }) {
      destroyed = true;
      app?.destroy(options);
    },
  };
};
export default provider;
