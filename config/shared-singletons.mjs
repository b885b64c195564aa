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
const singleton = (pkg, name, { withSubpaths = false, version } = {}) => {
  const entry = { singleton: true, requiredVersion: rangeFor(pkg, name), ...(version ? { version } : {}) };
  return withSubpaths ? { [name]: entry, [`${name}/`]: entry } : { [name]: entry };
};

export function sharedSingletons(pkg) {
  const sharedPkg = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  const sharedEntry = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  return {
    ...singleton(pkg, 'react', { withSubpaths: true }),
    ...singleton(pkg, 'react-dom', { withSubpaths: true }),
    // Both names resolve to the router facade, which has no package.json of its own: version given.
    ...singleton(pkg, 'react-router', { version: installedVersion('react-router') }),
    ...singleton(pkg, 'react-router-dom', { version: installedVersion('react-router-dom') }),
    ...singleton(pkg, 'jotai', { withSubpaths: true }),
    ...singleton(pkg, 'styled-components'),
    // Only subpaths exist ('@booking/shared/store', '/ui', ...); each is one shared module.
    '@booking/shared/': sharedEntry,
  };
}
