// The bundler half of the federation runtime, as a production remote's entry needs it (issue 11).
// create-app-config.mjs points '@module-federation/webpack-bundler-runtime' here for a remote that
// borrows the host's runtime (externalRuntime + disableRemote + disableSnapshot).
// - The package's own index keeps, in every entry, code such a remote never runs: the whole
//   '@module-federation/runtime' namespace (loadRemote, preloadRemote, registerRemotes... and their
//   error texts, through `federation.runtime`), the tree-shaking share plugin and the shared-fallback
//   getter (both only for `shared[].treeShaking`, unused here), and installInitialConsumes (a
//   container entry has no initial consumes: its exposes load their shared modules asynchronously).
// - What a container does run comes from its host when it can: consumes (loading shared modules by
//   chunk), initializeSharing and attachShareScopeMap keep no state of their own (each call gets the
//   container's __webpack_require__), and every host offers its own through
//   provide-bundler-runtime-plugin.mjs, before any remote entry loads. initContainerEntry (the
//   entry's `init`) stays here: a host, which exposes nothing, does not bundle it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { init as initRuntime } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/** The host's functions; a host built without the plugin gets a clear error (the remote fails to load). */
const host = () => {
  const offered = globalThis[BUNDLER_RUNTIME_GLOBAL];
  if (!offered) throw new Error(`This remote runs under a Module Federation host built with config/create-app-config.mjs (no ${BUNDLER_RUNTIME_GLOBAL}).`);
  return offered;
};

/** The package's init, without the tree-shaking share plugin (a no-op without shared fallbacks). */
function init({ webpackRequire }) {
  const { initOptions } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return initRuntime(initOptions);
}

const bundlerRuntime = {
  remotes: undefined,
  consumes: (options) => host().consumes(options),
  I: (options) => host().initializeSharing(options),
  S: {},
  // The glue calls it with the entry's (empty) list; an eager shared module would fill it.
  installInitialConsumes: ({ initialConsumes }) => {
    if (initialConsumes.length) throw new Error('config/remote-bundler-runtime.mjs: this remote entry has eager shared modules, which it does not load.');
  },
  initContainerEntry,
  init,
  getSharedFallbackGetter: undefined,
};

// The object the federation plugin's glue copies into __webpack_require__.federation, key by key.
export default {
  runtime: { init: initRuntime },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: (webpackRequire) => host().attachShareScopeMap(webpackRequire),
  bundlerRuntimeOptions: {},
};
