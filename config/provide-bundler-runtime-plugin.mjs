// A build-time runtime plugin of every host (create-app-config.mjs, isHost): it offers the host's
// bundler runtime, the functions that run a container (consumes, initializeSharing, attachShareScopeMap),
// to the production remotes, as `provideExternalRuntime` offers runtime-core (issue 11). The
// functions keep no state of their own: each call gets the calling container's __webpack_require__.
// A remote's entry then carries a few lines instead (config/remote-bundler-runtime.mjs).
// The host already bundles these very modules for itself, so offering them costs it a few bytes.
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'booking-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= { attachShareScopeMap, consumes, initializeSharing };
      return args;
    },
  };
}
