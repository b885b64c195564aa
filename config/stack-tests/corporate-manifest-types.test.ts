import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consumeTypes } from '@module-federation/dts-plugin/core';
import { repoRoot } from '../__tests__/run-node';
import { typecheckFixtures, type Typecheck } from '../__tests__/typecheck-fixtures';

// mf-corporate's built manifest names its type bundle (metaData.types), and a host gets the types the
// federation's way: its type consumer reads the manifest from the remote's static server
// (config/serve-remote.mjs), unpacks @mf-types.zip into the host's @mf-types folder, and the host's
// tsc checks the props through `paths` (docs/decisions/portals.md). Needs the build: `npm run build -w mf-corporate`.
const dist = path.join(repoRoot, 'mf-corporate/dist');
const IMPORT = "import type { CorporateAppProps } from 'mf_corporate/CorporateApp';";
const hosts = {
  'host.ts': `${IMPORT}\nexport const app: CorporateAppProps = { basename: '/corporate', bookNowPath: '/book' };\n`,
  'misspelt-host.ts': `${IMPORT}\nexport const app: CorporateAppProps = { basename: '/corporate', bookNowPth: '/book' };\n`,
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let work: string;
let result: Typecheck;

beforeAll(async () => {
  const port = await freePort();
  server = spawn(process.execPath, ['config/serve-remote.mjs', '--dir', dist, '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server!.stdout!.on('data', (chunk: Buffer) => /on http/.test(String(chunk)) && resolve()));
  work = mkdtempSync(path.join(tmpdir(), 'corporate-manifest-types-'));
  const remotes = { mf_corporate: `mf_corporate@http://127.0.0.1:${port}/mf-manifest.json` };
  await consumeTypes({ host: { moduleFederationConfig: { name: 'operator_portal', remotes }, context: work, abortOnError: true } });
  const compilerOptions = {
    strict: true,
    module: 'ESNext',
    moduleResolution: 'Bundler',
    noEmit: true,
    types: [],
    // The federation's documented host setup: its remotes' modules resolve in @mf-types.
    paths: { '*': ['./@mf-types/*'] },
    skipLibCheck: true,
  };
  result = typecheckFixtures(work, hosts, { compilerOptions, files: Object.keys(hosts) });
}, 120_000);

afterAll(() => {
  server?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("mf-corporate's manifest and the federation's type consumer", () => {
  it('names the type bundle in the manifest', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.types).toMatchObject({ zip: '@mf-types.zip', api: '@mf-types.d.ts' });
  });

  it('gives a host the props of the exposed modules', () => {
    expect(result.errorsIn('host.ts')).toEqual([]);
    expect(result.otherErrors()).toEqual([]);
  });

  it('fails a host that misspells a prop', () => {
    expect(result.errorsIn('misspelt-host.ts').join('\n')).toMatch(/'bookNowPth' does not exist in type 'CorporateAppProps'/);
  });
});
