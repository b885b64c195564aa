// What the shell and every remote share as ONE instance. The shared workspace package is part of it:
// without that, each bundle would carry its own jotai store and no state would cross bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Read from disk: resolving 'jotai/package.json' through its exports map warns on Node 20.
const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The range an app declares for a package, else a caret on the installed version. */
const rangeFor = (pkg, name) => {
  const declared = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name];
  return declared && declared !== '*' ? declared : `^${installedVersion(name)}`;
};

/**
 * A singleton entry for a package and, with `withSubpaths`, for every deep import of it
 * ('react-dom/client', 'jotai/utils', '@booking/shared/store' ...): the trailing slash matches them.
 */
const singleton = (pkg, name, { withSubpaths = false, version, hostProvides = false } = {}) => {
  const entry = {
    singleton: true, requiredVersion: rangeFor(pkg, name), ...(version ? { version } : {}),
    // No fallback copy in the bundle: the host's copy is always there (see sharedSingletons).
    ...(hostProvides ? { import: false } : {}),
  };
  return withSubpaths ? { [name]: entry, [`${name}/`]: entry } : { [name]: entry };
};

/**
 * @param {object} pkg the app's package.json
 * @param {{ hostProvides?: boolean }} [options] hostProvides: a production remote, which always runs
 *   under a host (it borrows the host's runtime), takes React and the router from the host only
 *   (`import: false`, no fallback chunk or getter in its entry): every host renders with them, so
 *   every host provides them. jotai and styled-components keep their fallbacks: a host provides only
 *   what it imports, and the example operator portal imports neither. So does the shared workspace.
 */
export function sharedSingletons(pkg, { hostProvides = false } = {}) {
  const sharedPkg = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  const sharedEntry = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  return {
    ...singleton(pkg, 'react', { withSubpaths: true, hostProvides }),
    ...singleton(pkg, 'react-dom', { withSubpaths: true, hostProvides }),
    // Both names resolve to the router facade, which has no package.json of its own: version given.
    ...singleton(pkg, 'react-router', { version: installedVersion('react-router'), hostProvides }),
    ...singleton(pkg, 'react-router-dom', { version: installedVersion('react-router-dom'), hostProvides }),
    ...singleton(pkg, 'jotai', { withSubpaths: true }),
    ...singleton(pkg, 'styled-components'),
    // Only subpaths exist ('@booking/shared/store', '/ui', ...); each is one shared module.
    '@booking/shared/': sharedEntry,
  };
}
