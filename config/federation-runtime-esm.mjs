// The federation runtime as ES modules, so rspack tree-shakes it (docs/decisions/federation.md). rspack's federation
// plugin resolves the runtime packages with require.resolve, i.e. to their CommonJS files, which
// keep every export; pointing both the bare names and those CommonJS files at each package's ESM
// build drops what the site never calls (about 5.6 KB gzip of main.js, 6 KB of a remote's entry).
// If an upgrade moves a file, the build stops here with the reason instead of silently growing.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/runtime-tools',
  '@module-federation/inject-external-runtime-core-plugin',
];

const require = createRequire(import.meta.url);

/** A package's CommonJS entry (as the federation plugin resolves it) and its ESM entry ("module"). */
export function runtimeEntries(name, from = path.resolve(import.meta.dirname, '..')) {
  const cjs = require.resolve(name, { paths: [from] });
  let dir = path.dirname(cjs);
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`federation-runtime-esm: no package.json for ${name} above ${cjs}`);
    dir = parent;
  }
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const esm = pkg.module && path.join(dir, pkg.module);
  if (!esm || !existsSync(esm) || !/\.m?js$/.test(esm) || esm === cjs) {
    throw new Error(
      `federation-runtime-esm: ${name}@${pkg.version} has no ESM build at its "module" field (${pkg.module ?? 'none'}); ` +
        'update config/federation-runtime-esm.mjs for this version, or drop the alias (the runtime is then not tree-shaken).',
    );
  }
  return { name, version: pkg.version, cjs, esm };
}

/** resolve.alias entries: each bare name and each CommonJS entry -> the ESM entry. */
export function federationRuntimeAliases(from) {
  return Object.fromEntries(
    RUNTIME_PACKAGES.flatMap((name) => {
      const { cjs, esm } = runtimeEntries(name, from);
      return [
        [`${name}$`, esm],
        [cjs, esm],
      ];
    }),
  );
}
