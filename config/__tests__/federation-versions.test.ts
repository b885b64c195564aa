import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The federation build and runtime are pinned to the versions the site was built and tested with
// (docs/decisions.md, "Federation on public APIs only"): a production remote runs on its host's
// runtime, so host and remotes must come from one version. This fails when an installed copy leaves
// the pinned version (an `npm install` that moved one), before any build or e2e run meets it.
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

const PINNED = /^@module-federation\/|^@rspack\/core$/;
// No workspace declares these, but the config factory aliases them (federation-runtime-esm.mjs) and
// the remotes borrow them from the host: they are released with, and pinned through, enhanced.
const RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/runtime-core',
  '@module-federation/sdk', '@module-federation/error-codes', '@module-federation/runtime-tools',
  '@module-federation/inject-external-runtime-core-plugin',
];

/** Each declaration of a pinned package in the root's and the workspaces' package.json files. */
function declarations(root: string) {
  const dirs = [root, ...(readJson(path.join(root, 'package.json')).workspaces ?? []).map((dir: string) => path.join(root, dir))];
  return dirs.flatMap((dir) => {
    const pkg = readJson(path.join(dir, 'package.json'));
    return ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
      Object.entries<string>(pkg[field] ?? {}).filter(([name]) => PINNED.test(name)).map(([name, range]) => ({
        dir, where: `${path.relative(root, dir) || '.'}/package.json ${field}`, name, range,
      })));
  });
}

/** Every installed copy of `names` under a node_modules folder: the hoisted ones and nested ones. */
function installedCopies(dir: string, names: string[], found: Array<{ name: string; at: string; version: string }> = []) {
  if (!existsSync(dir)) return found;
  const pkgDirs = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== '.bin').flatMap((e) =>
    (e.name.startsWith('@') ? readdirSync(path.join(dir, e.name)).map((n) => `${e.name}/${n}`) : [e.name]));
  for (const name of pkgDirs) {
    const at = path.join(dir, name);
    if (names.includes(name) && existsSync(path.join(at, 'package.json'))) found.push({ name, at, version: readJson(path.join(at, 'package.json')).version });
    installedCopies(path.join(at, 'node_modules'), names, found);
  }
  return found;
}

/** What leaves the pins: a range instead of a version, two pins of one package, a copy at another version. */
function versionGaps(root: string): string[] {
  const declared = declarations(root);
  const exact = (range: string) => /^\d+\.\d+\.\d+$/.test(range);
  // A package's pin: its first exact declaration (the others must say the same), else its first.
  const pinned = new Map<string, string>();
  for (const { name, range } of [...declared.filter((d) => exact(d.range)), ...declared]) if (!pinned.has(name)) pinned.set(name, range);
  const expected = (name: string) => pinned.get(name) ?? pinned.get('@module-federation/enhanced');
  const names = [...new Set([...pinned.keys(), ...RUNTIME_PACKAGES])];
  const gaps = declared.flatMap(({ where, name, range }) => [
    ...(exact(range) ? [] : [`${where}: ${name} "${range}" is not an exact version`]),
    ...(range === pinned.get(name) ? [] : [`${where}: ${name} "${range}", elsewhere "${pinned.get(name)}"`]),
  ]);
  const dirs = [...new Set([root, ...declared.map(({ dir }) => dir)])];
  const copies = dirs.flatMap((dir) => installedCopies(path.join(dir, 'node_modules'), names));
  for (const name of names) {
    const ofName = copies.filter((copy) => copy.name === name);
    if (!ofName.length && pinned.has(name)) gaps.push(`${name} is not installed (pinned ${expected(name)})`);
    for (const { at, version } of ofName) {
      if (version !== expected(name)) gaps.push(`${path.relative(root, at)} is ${version}, pinned ${expected(name)}`);
    }
  }
  return gaps;
}

describe('federation and rspack versions', () => {
  it('are installed, everywhere, at the exact versions every package.json pins', () => {
    const root = path.resolve(__dirname, '..', '..');
    expect(declarations(root).map(({ name }) => name)).toEqual(expect.arrayContaining(['@module-federation/enhanced', '@rspack/core']));
    expect(versionGaps(root)).toEqual([]);
  });

  it('names what left the pins: a range, a disagreeing pin, a moved or nested copy', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mf-versions-'));
    const write = (file: string, json: object) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), JSON.stringify(json));
    };
    try {
      write('package.json', { workspaces: ['shell', 'mf-quote'] });
      write('shell/package.json', { dependencies: { '@module-federation/enhanced': '2.9.2' }, devDependencies: { '@rspack/core': '2.3.2' } });
      write('mf-quote/package.json', { devDependencies: { '@module-federation/enhanced': '^2.9.0', '@rspack/core': '2.3.2' } });
      write('node_modules/@module-federation/enhanced/package.json', { version: '2.10.0' });
      write('node_modules/@module-federation/runtime/package.json', { version: '2.9.2' });
      write('node_modules/@module-federation/enhanced/node_modules/@module-federation/runtime-core/package.json', { version: '2.10.0' });
      write('node_modules/@rspack/core/package.json', { version: '2.3.2' });
      expect(versionGaps(root)).toEqual([
        'mf-quote/package.json devDependencies: @module-federation/enhanced "^2.9.0" is not an exact version',
        'mf-quote/package.json devDependencies: @module-federation/enhanced "^2.9.0", elsewhere "2.9.2"',
        'node_modules/@module-federation/enhanced is 2.10.0, pinned 2.9.2',
        'node_modules/@module-federation/enhanced/node_modules/@module-federation/runtime-core is 2.10.0, pinned 2.9.2',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
