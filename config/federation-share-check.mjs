// A federation runtime plugin every app is built with (runtimePlugins in create-app-config). For a
// shared singleton the runtime checks the loaded version against the asker's range on EVERY
// loadShare, and its semver parser compiles a dozen regular expressions per check: ~55 ms of the
// shell's first task at 4x CPU on `/` (issue 11, bench:trace). The pairs repeat (react 19.2.0 against
// ^19.2.0 for each of react, react/jsx-runtime, react-dom/client...), so each pair is checked once.
// The outcome is the runtime's own: the same module, the same warning on a mismatch.
import { satisfy } from '@module-federation/runtime';

const checked = new Map();

/** The runtime's satisfy(), asked once per version and range. */
export function satisfiesOnce(version, range) {
  const key = `${version} ${range}`;
  if (!checked.has(key)) checked.set(key, satisfy(version, range));
  return checked.get(key);
}

export default function shareCheckOnce() {
  return {
    name: 'share-check-once',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { shareConfig, treeShaking } = shareInfo;
      // Anything but a plain singleton keeps the runtime's own resolver.
      if (!shareConfig?.singleton || treeShaking || typeof shareConfig.requiredVersion !== 'string') return args;
      const { requiredVersion, strictVersion } = shareConfig;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      args.resolver = () => {
        if (!satisfiesOnce(version, requiredVersion)) {
          const message = `[ Federation Runtime ]: Version ${version} from ${shared.from} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${requiredVersion})`;
          if (strictVersion) throw new Error(message);
          console.warn(message);
        }
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
}
