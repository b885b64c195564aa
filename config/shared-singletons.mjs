// What the shell and every remote share as ONE instance. The shared workspace package is part of it:
// without that, each bundle would carry its own jotai store and no state would cross bundles.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Read from disk: resolving 'jotai/package.json' through its exports map warns on Node 20.
const installedVersion = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The range an app declares for a package, else a caret on the installed version. */
const rangeFor = (pkg, name) => {
  const declared = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name];
  return declared && declared !== '*' ? declared : `^${installedVersion(name)}`;
};

/**
 * A singleton entry for a package and, with `withSubpaths`, for every deep import of it
 * ('react-dom/client', 'jotai/utils' ...): the trailing slash matches them. A key in `borrowed` gets
 * no fallback copy in the bundle (`import: false`): every host of the remote provides it.
 */
const singleton = (pkg, name, { withSubpaths = false, version, borrowed = new Set() } = {}) => {
  const entry = (key) => ({
    singleton: true,
    requiredVersion: rangeFor(pkg, name),
    ...(version ? { version } : {}),
    ...(borrowed.has(key) ? { import: false } : {}),
  });
  return withSubpaths ? { [name]: entry(name), [`${name}/`]: entry(`${name}/`) } : { [name]: entry(name) };
};

/**
 * The production hosts, what each provides (imports and so shares) and which remotes it mounts. A
 * production remote whose hosts all offer their federation runtime (`providesRuntime`, the
 * `provideExternalRuntime` option) borrows it, and takes what ALL its hosts provide from them only
 * (`import: false`: no fallback chunk, no getter, no share-scope registration in its remoteEntry.js).
 * A remote that any host may mount (`anyHost`) carries its own runtime and a fallback for everything.
 * Keys are sharedSingletons' keys ('jotai/' stands for jotai's subpaths).
 * scripts/check-host-provides.mjs proves it on the built manifests: each module a remote borrows is
 * provided by every host that mounts it.
 */
export const PRODUCTION_HOSTS = {
  shell: {
    dir: 'shell',
    providesRuntime: true,
    mounts: ['mf_search', 'mf_quote', 'mf_checkout', 'mf_corporate'],
    provides: [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router',
      'react-router-dom',
      'jotai',
      'jotai/',
      'styled-components',
      '@booking/shared/api',
      '@booking/shared/domain',
      '@booking/shared/federation',
      '@booking/shared/store',
      '@booking/shared/ui',
    ],
  },
  // Operators' own portals, built with their own bundler or none (examples/): any Module Federation
  // host, on any runtime version, which may provide nothing of what the corporate area needs.
  // Each provides React, react-dom and the router in COMPONENT_MODE_RANGES when it mounts the area as
  // a component; an app-mode host provides nothing (the app is a bundle of its own: docs/decisions/portals.md).
  anyHost: {
    dir: null,
    anyHost: true,
    providesRuntime: false,
    mounts: ['mf_corporate'],
    provides: ['react', 'react-dom', 'react-router-dom'],
  },
};

/** Each @booking/shared subpath's version and exports, as recorded in shared/exports.json. */
export const sharedExports = () => JSON.parse(readFileSync(path.join(root, 'shared', 'exports.json'), 'utf8'));

/**
 * SHARED_VERSION_RULE. Each @booking/shared subpath has its own version, raised with its exports
 * (shared/exports.json, kept by shared/src/__tests__/exports-version.test.ts): minor for an addition,
 * major for a removal. Every bundle requires at least the version it was built with, within that
 * major, so a remote built on a newer subpath than its running shell's never runs against a copy that
 * lacks what it calls:
 * - stateless subpaths (pure rules and checks, OWN_COPY_IN_RANGE): a production remote keeps its own
 *   copy, which the runtime picks when the host's is older (a working copy);
 * - the others hold one instance for the page (the store, the API client, the UI kit's contexts, the
 *   host's federation instance): singletons with `strictVersion` in every production remote (the
 *   host's only where all its hosts provide it, else with a fallback, as in mf_corporate), so a
 *   too-old host refuses the remote at load and its area shows its "unavailable" message.
 * docs/decisions/shared.md; e2e/tests/platform/deploys-in-either-order.spec.ts.
 */
export const OWN_COPY_IN_RANGE = new Set(['@booking/shared/breakdown', '@booking/shared/domain', '@booking/shared/phone']);

/** The production hosts that mount a remote (none for a host or an unknown name). */
const hostsMounting = (name) => Object.values(PRODUCTION_HOSTS).filter((host) => host.mounts.includes(name));

/** The share keys every production host of a remote provides (none for a host or an unknown name). */
export function providedByEveryHost(name) {
  const hosts = hostsMounting(name);
  if (!hosts.length) return new Set();
  return new Set(hosts[0].provides.filter((key) => hosts.every((host) => host.provides.includes(key))));
}

/** Whether a production remote borrows its hosts' federation runtime: every host that mounts it offers one. */
export function borrowsHostRuntime(name) {
  const hosts = hostsMounting(name);
  return hosts.length > 0 && hosts.every((host) => host.providesRuntime);
}

/** Whether hosts we did not build may mount a remote (docs/decisions/portals.md). */
export const mountableByAnyHost = (name) => hostsMounting(name).some((host) => host.anyHost);

/**
 * What a component-mode host of a remote any host may mount shares, and the remote takes from it
 * only (`import: false`): it never offers its own React or router to a host, so a host's React and
 * react-dom are always one copy, whatever the host's share strategy or the remote's next React
 * (docs/decisions/portals.md). `react/jsx-runtime` is not shared: the remote's
 * own (it only builds element objects) works with any React 19.
 */
export const COMPONENT_MODE_RANGES = { react: '^19.0.0', 'react-dom': '^19.0.0', 'react-router-dom': '^7.9.0' };

const fromComponentHost = () =>
  Object.fromEntries(
    Object.entries(COMPONENT_MODE_RANGES).map(([key, requiredVersion]) => [key, { singleton: true, requiredVersion, import: false }]),
  );

/**
 * @param {object} pkg the app's package.json
 * @param {{ name?: string, borrowsRuntime?: boolean, productionRemote?: boolean }} [options]
 *   borrowsRuntime: a production remote that borrows the host's runtime, and takes from its hosts what
 *   all of them provide (PRODUCTION_HOSTS); productionRemote (default: borrowsRuntime): any production
 *   remote, to which SHARED_VERSION_RULE applies. A host, and a remote in development, bundles a
 *   fallback for everything.
 */
export function sharedSingletons(pkg, { name, borrowsRuntime = false, productionRemote = borrowsRuntime } = {}) {
  const borrowed = borrowsRuntime ? providedByEveryHost(name) : new Set();
  const anyHost = productionRemote && mountableByAnyHost(name);
  const subpaths = sharedExports();
  // At least the version this bundle was built with, within its major (SHARED_VERSION_RULE).
  const atLeast = (version) => `>=${version} <${Number(version.split('.')[0]) + 1}.0.0`;
  const sharedEntry = (key) => {
    const { version } = subpaths[key.slice('@booking/shared/'.length)];
    const requiredVersion = atLeast(version);
    // A production remote keeps its own copy of a stateless subpath: the runtime takes the host's
    // when it is new enough, else this one (a remote deployed before its shell still works).
    if (productionRemote && OWN_COPY_IN_RANGE.has(key)) return { singleton: false, version, requiredVersion };
    // A stateful one has one instance, strictly in a production remote, so a host that is too old
    // refuses the remote at load (its area says it is unavailable) instead of running it half-broken;
    // taken from the host only when every host of the remote provides it.
    const strict = productionRemote ? { strictVersion: true } : {};
    return { singleton: true, version, requiredVersion, ...strict, ...(borrowed.has(key) ? { import: false } : {}) };
  };
  // Every recorded subpath is named with its own version (no prefix entry: docs/decisions/shared.md).
  const named = Object.keys(subpaths).map((subpath) => `@booking/shared/${subpath}`);
  const reactAndRouter = anyHost
    ? fromComponentHost()
    : {
        ...singleton(pkg, 'react', { withSubpaths: true, borrowed }),
        ...singleton(pkg, 'react-dom', { withSubpaths: true, borrowed }),
        // Both names resolve to the router facade, which has no package.json of its own: version given.
        ...singleton(pkg, 'react-router', { version: installedVersion('react-router'), borrowed }),
        ...singleton(pkg, 'react-router-dom', { version: installedVersion('react-router-dom'), borrowed }),
      };
  return {
    ...reactAndRouter,
    ...singleton(pkg, 'jotai', { withSubpaths: true, borrowed }),
    ...singleton(pkg, 'styled-components', { borrowed }),
    // Only subpaths exist ('@booking/shared/store', '/ui', ...); each is one shared module with its
    // own version. No '@booking/shared/' prefix entry: rspack provides a module under every key that
    // matches it, the prefix last, so a prefix would register each subpath at the prefix's version
    // and a host on a raised subpath would refuse its own copy. exports-version.test.ts records every subpath.
    ...Object.fromEntries(named.map((key) => [key, sharedEntry(key)])),
  };
}

/** A manifest's shared entry with no JS of its own: taken from the host only (`import: false`). */
const hasNoCode = (shared) => !shared.assets.js.sync.length && !shared.assets.js.async.length;

/**
 * What the built manifests (mf-manifest.json) say against PRODUCTION_HOSTS: each shared module a
 * remote borrows (no JS of its own) must be provided, with its code, by every host that mounts the
 * remote. Returns one line per gap; empty when every borrowed module is there.
 * @typedef {{ shared: { name: string, assets: { js: { sync: string[], async: string[] } } }[] }} Manifest
 * @param {Record<string, Manifest>} remotes manifests by remote name
 * @param {Record<string, Manifest>} hosts manifests by PRODUCTION_HOSTS key
 */
export function unprovidedBorrowedModules(remotes, hosts) {
  const gaps = [];
  for (const [remote, manifest] of Object.entries(remotes)) {
    const borrowed = manifest.shared.filter(hasNoCode).map((s) => s.name);
    for (const [hostName, host] of Object.entries(PRODUCTION_HOSTS)) {
      if (!host.mounts.includes(remote)) continue;
      // Any host: no manifest of ours (host.dir is null); what it must provide is its `provides`.
      const provided = host.dir
        ? new Set((hosts[hostName]?.shared ?? []).filter((s) => !hasNoCode(s)).map((s) => s.name))
        : new Set(host.provides);
      for (const name of borrowed)
        if (!provided.has(name))
          gaps.push(`${remote} borrows ${name}, which ${hostName} (${host.dir ?? 'a host we did not build'}) does not provide`);
    }
  }
  return gaps;
}

/** The names a remote's manifest borrows (for the report). */
export const borrowedModules = (manifest) =>
  manifest.shared
    .filter(hasNoCode)
    .map((s) => s.name)
    .sort();
