import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The federation build and runtime are pinned to the versions the site was built and tested with
// (docs/decisions/federation.md): a production remote runs on its host's
// runtime, so host and remotes must come from one version. This fails when an installed copy leaves
// the pinned version (an `npm install` that moved one), before any build or e2e run meets it.
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

const PINNED = /^@module-federation\/|^@rspack\/core$/;
// No workspace declares these, but the config factory aliases them (federation-runtime-esm.mjs) and
// the remotes borrow them from the host: they are released with, and pinned through, enhanced.
const RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/runtime-tools',
  '@module-federation/inject-external-runtime-core-plugin',
];

// Operators' portals (examples/) are hosts we did not build: they choose their own bundler and runtime
// version (the Vite portal runs on @module-federation/vite's runtime), so the pins are not theirs.
const isForeignHost = (workspace: string) => workspace.startsWith('examples/');

/** The workspaces' package.json files: ours, or only the foreign hosts'. */
function workspaceDirs(root: string, foreign: boolean): string[] {
  const workspaces: string[] = readJson(path.join(root, 'package.json')).workspaces ?? [];
  return workspaces.filter((dir) => isForeignHost(dir) === foreign).map((dir) => path.join(root, dir));
}

const dependencyNames = (dir: string): string[] => {
  const pkg = readJson(path.join(dir, 'package.json'));
  return ['dependencies', 'devDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {}));
};

/** Each declaration of a pinned package in the root's and our workspaces' package.json files. */
function declarations(root: string) {
  const dirs = [root, ...workspaceDirs(root, false)];
  return dirs.flatMap((dir) => {
    const pkg = readJson(path.join(dir, 'package.json'));
    return ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
      Object.entries<string>(pkg[field] ?? {})
        .filter(([name]) => PINNED.test(name))
        .map(([name, range]) => ({
          dir,
          where: `${path.relative(root, dir) || '.'}/package.json ${field}`,
          name,
          range,
        })),
    );
  });
}

type Copy = { name: string; at: string; version: string; parentVersion?: string };

const versionAt = (at: string): string | undefined =>
  existsSync(path.join(at, 'package.json')) ? readJson(path.join(at, 'package.json')).version : undefined;

/**
 * Every installed copy of `names` under a node_modules folder: the hoisted ones and nested ones (with
 * the version of the package they are nested in). The packages in `skip` (the foreign hosts' own,
 * with the runtime they bring) and the workspaces' links are not walked.
 */
function installedCopies(dir: string, names: string[], skip: Set<string>, parentVersion?: string, found: Copy[] = []): Copy[] {
  if (!existsSync(dir)) return found;
  const pkgDirs = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== '.bin')
    .flatMap((e) => (e.name.startsWith('@') ? readdirSync(path.join(dir, e.name)).map((n) => `${e.name}/${n}`) : [e.name]));
  for (const name of pkgDirs) {
    const at = path.join(dir, name);
    // A workspace's link: our workspaces are walked from their own folders, foreign hosts' never.
    if (skip.has(name) || lstatSync(at).isSymbolicLink()) continue;
    const version = versionAt(at);
    if (names.includes(name) && version) found.push({ name, at, version, parentVersion });
    installedCopies(path.join(at, 'node_modules'), names, skip, version, found);
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
  const ours = new Set([...dirs.flatMap(dependencyNames), ...names]);
  const foreignOnly = new Set(
    workspaceDirs(root, true)
      .flatMap(dependencyNames)
      .filter((name) => !ours.has(name)),
  );
  const copies = dirs.flatMap((dir) => installedCopies(path.join(dir, 'node_modules'), names, foreignOnly));
  for (const name of names) {
    const ofName = copies.filter((copy) => copy.name === name);
    if (!ofName.length && pinned.has(name)) gaps.push(`${name} is not installed (pinned ${expected(name)})`);
    // A pinned package's own copy of a runtime package, released with it (bridge-react 2.8.2's sdk 2.8.2), is its own.
    for (const { at, version, parentVersion } of ofName) {
      if (version !== expected(name) && version !== parentVersion)
        gaps.push(`${path.relative(root, at)} is ${version}, pinned ${expected(name)}`);
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
      write('package.json', { workspaces: ['shell', 'mf-quote', 'examples/portal'] });
      // A foreign host's own bundler plugin and the runtime it brings are its own business.
      write('examples/portal/package.json', { devDependencies: { '@module-federation/vite': '^1.23.0' } });
      write('node_modules/@module-federation/vite/package.json', { version: '1.23.0' });
      write('node_modules/@module-federation/vite/node_modules/@module-federation/runtime/package.json', { version: '2.9.1' });
      write('shell/package.json', {
        dependencies: { '@module-federation/enhanced': '2.9.2' },
        devDependencies: { '@rspack/core': '2.3.2' },
      });
      write('mf-quote/package.json', { devDependencies: { '@module-federation/enhanced': '^2.9.0', '@rspack/core': '2.3.2' } });
      write('node_modules/@module-federation/enhanced/package.json', { version: '2.10.0' });
      write('node_modules/@module-federation/runtime/package.json', { version: '2.9.2' });
      write('node_modules/@module-federation/enhanced/node_modules/@module-federation/runtime-core/package.json', { version: '2.9.9' });
      write('node_modules/@rspack/core/package.json', { version: '2.3.2' });
      // A pinned package's copy of a runtime package released with it passes; another version does not.
      write('shell/package.json', {
        dependencies: { '@module-federation/enhanced': '2.9.2', '@module-federation/bridge-react': '2.8.2' },
        devDependencies: { '@rspack/core': '2.3.2' },
      });
      write('node_modules/@module-federation/bridge-react/package.json', { version: '2.8.2' });
      write('node_modules/@module-federation/bridge-react/node_modules/@module-federation/sdk/package.json', { version: '2.8.2' });
      write('node_modules/@module-federation/bridge-react/node_modules/@module-federation/error-codes/package.json', { version: '2.8.1' });
      expect(versionGaps(root).sort()).toEqual([
        'mf-quote/package.json devDependencies: @module-federation/enhanced "^2.9.0" is not an exact version',
        'mf-quote/package.json devDependencies: @module-federation/enhanced "^2.9.0", elsewhere "2.9.2"',
        'node_modules/@module-federation/bridge-react/node_modules/@module-federation/error-codes is 2.8.1, pinned 2.9.2',
        'node_modules/@module-federation/enhanced is 2.10.0, pinned 2.9.2',
        'node_modules/@module-federation/enhanced/node_modules/@module-federation/runtime-core is 2.9.9, pinned 2.9.2',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
