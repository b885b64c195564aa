// The Module Federation runtime as the browser loads it: each package's own ESM build, served from
// node_modules under /vendor/<package>/, and the import map that names them for mount.js. The
// inline import map is allowed by its hash in the page's CSP (no 'unsafe-inline' for scripts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The runtime and what it imports by bare name (runtime-core, sdk, error-codes): nothing else. */
export const RUNTIME_PACKAGES = ['runtime', 'runtime-core', 'sdk', 'error-codes'];

/** A package's folder, looked up the way Node does: node_modules here, then in each folder above. */
function packageDir(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@module-federation', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`@module-federation/${name} is not installed (run npm install at the repository root).`);
  }
}

/**
 * What an `import` of the package and of each of its subpaths loads ('@module-federation/error-codes/browser'
 * is imported by runtime-core): the "import" condition of its "exports", else its "module" field.
 */
function esmEntries(pkg) {
  const importOf = (target) => (typeof target === 'string' ? target : (target?.import?.default ?? target?.import));
  const entries = Object.entries(pkg.exports ?? {})
    .filter(([key]) => !key.includes('*'))
    .map(([key, target]) => [key, importOf(target) ?? (key === '.' ? pkg.module : undefined)])
    .filter(([, file]) => typeof file === 'string' && /\.m?js$/.test(file));
  if (!pkg.exports && pkg.module) entries.push(['.', pkg.module]);
  if (!entries.some(([key]) => key === '.'))
    throw new Error(`${pkg.name} ${pkg.version} names no ESM entry ("exports" import or "module").`);
  return entries.map(([key, file]) => [`${pkg.name}${key.slice(1)}`, file.replace(/^\.\//, '')]);
}

/**
 * The runtime packages found from `from` (the portal's folder): their folders and versions, the
 * import map's JSON and its CSP source ('sha256-...').
 */
export function runtimeFiles(from) {
  const packages = RUNTIME_PACKAGES.map((name) => {
    const dir = packageDir(name, from);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { name, dir, version: pkg.version, imports: esmEntries(pkg).map(([specifier, file]) => [specifier, `/vendor/${name}/${file}`]) };
  });
  const importMap = JSON.stringify({ imports: Object.fromEntries(packages.flatMap((p) => p.imports)) });
  const hash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
  return { packages, importMap, hash };
}

/** The file for a /vendor/ path: JavaScript under a runtime package's dist/ only, else null. */
export function vendorFile(packages, pathname) {
  const match = /^\/vendor\/([a-z-]+)\/(dist\/[A-Za-z0-9_./-]+\.m?js)$/.exec(pathname);
  const pkg = match && packages.find((p) => p.name === match[1]);
  if (!pkg || match[2].split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  const file = path.join(pkg.dir, match[2]);
  return file.startsWith(path.join(pkg.dir, 'dist') + path.sep) && existsSync(file) ? file : null;
}
