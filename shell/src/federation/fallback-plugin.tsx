import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FALLBACK_MODULE_FLAG, RemoteUnavailable } from '@booking/shared/federation';
import { remoteLabel } from './remote-labels';

/** The stand-in for `remote`'s module: its area says it is unavailable, with Try again. */
export function fallbackModule(remote: string) {
  const Fallback = () => <RemoteUnavailable label={remoteLabel(remote)} />;
  return { __esModule: true, default: Fallback, [FALLBACK_MODULE_FLAG]: true };
}

// Layer 2 of 3: when a remote cannot be loaded at all (down, moved, broken manifest), the runtime
// asks errorLoadRemote for a substitute; we give a module whose component says so in its own area.
// The flag lets a part mounted inside a page (RemotePart) show its own, smaller fallback instead.
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'booking-fallback-plugin',
    errorLoadRemote(args) {
      // 'afterResolve' is the manifest step: returning nothing lets it fail into 'onLoad' below.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote ${args.id} could not be loaded; showing its fallback.`, args.error);
      return fallbackModule(String(args.id).split('/')[0]);
    },
  };
}
