import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './run-node';
import { typecheckFixtures, type Typecheck } from './typecheck-fixtures';

// The corporate area's published types as an operator gets them (mf-corporate/types, docs/decisions/portals.md):
// `npm pack` builds the tarball, which installs with no network into an empty folder outside the
// repository, and a two-line host type-checks against it with the repository's own tsc (nothing of
// ours, and no @types/react, within reach).
const IMPORT = "import type { CorporateAppProps, CorporateAreaProps } from '@booking/mf-corporate/types';";
const hosts = {
  'app-host.ts': `${IMPORT}\nexport const app: CorporateAppProps = { basename: '/corporate', bookNowPath: '/book', onSignOut: () => undefined };\n`,
  'component-host.ts': `${IMPORT}\nexport const area: CorporateAreaProps = { basePath: '/portal/corporate', bookNowPath: '/portal/book' };\n`,
  'misspelt-host.ts': `${IMPORT}\nexport const app: CorporateAppProps = { basename: '/corporate', bookNowPth: '/book' };\n`,
};

// How hosts resolve packages: a bundler's, Node's with exports, and the older node10 (typesVersions).
const RESOLUTIONS = [
  { module: 'ESNext', moduleResolution: 'Bundler' },
  { module: 'NodeNext', moduleResolution: 'NodeNext' },
  { module: 'CommonJS', moduleResolution: 'Node10' },
];

let work: string;
let tarball: { filename: string; version: string; files: { path: string }[] };
let host: string;
const results: Record<string, Typecheck> = {};

const npm = (args: string[], cwd: string) => {
  const run = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
};

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'corporate-types-'));
  [tarball] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], path.join(repoRoot, 'mf-corporate/types')));
  host = path.join(work, 'host');
  mkdirSync(host);
  writeFileSync(path.join(host, 'package.json'), JSON.stringify({ name: 'operator-portal', private: true, type: 'module' }));
  npm(['install', '--offline', path.join(work, tarball.filename)], host);
  for (const resolution of RESOLUTIONS) {
    const compilerOptions = { ...resolution, strict: true, noEmit: true, skipLibCheck: false, types: [] };
    results[resolution.moduleResolution] = typecheckFixtures(host, hosts, { compilerOptions, files: Object.keys(hosts) });
  }
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the corporate types, packed with npm pack', () => {
  it("hold the declarations only, at mf-corporate's version, and install nothing else", () => {
    expect(tarball.version).toBe(JSON.parse(readFileSync(path.join(repoRoot, 'mf-corporate/package.json'), 'utf8')).version);
    expect(tarball.files.map((file) => file.path).sort()).toEqual(['README.md', 'dist/types.d.ts', 'package.json']);
    expect(readdirSync(path.join(host, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['@booking']);
    const declarations = readFileSync(path.join(host, 'node_modules/@booking/mf-corporate/dist/types.d.ts'), 'utf8');
    expect(declarations).not.toMatch(/\bfrom ['"]|import\(/);
  });

  it.each(RESOLUTIONS.map((r) => r.moduleResolution))('type-check a host that sets the props as documented (%s)', (resolution) => {
    expect(results[resolution].errorsIn('app-host.ts')).toEqual([]);
    expect(results[resolution].errorsIn('component-host.ts')).toEqual([]);
    expect(results[resolution].otherErrors()).toEqual([]);
  });

  it.each(RESOLUTIONS.map((r) => r.moduleResolution))('fail a host that misspells a prop (%s)', (resolution) => {
    expect(results[resolution].errorsIn('misspelt-host.ts').join('\n')).toMatch(/'bookNowPth' does not exist in type 'CorporateAppProps'/);
  });
});
