import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runNode } from './run-node';

// RemotePart's contract (types/federation.d.ts): each part's props are typed once, by the remote that
// owns them, and checked where the part is mounted. The fixtures are compiled with tsc through the
// repository's own tsconfig (only these files and what they import), in a folder no build includes.
const dir = `config/__contract_fixture_${process.pid}`;
const fixtures: { file: string; code: string; error: RegExp | null; why: string }[] = [
  {
    why: 'a wrong prop name',
    file: 'wrong-name.tsx',
    code: "<RemotePart id=\"mf_quote/BookingSummaryPanel\" props={{ varaint: 'payment' }} />",
    error: /'varaint' does not exist/,
  },
  {
    why: 'a wrong prop value',
    file: 'wrong-value.tsx',
    code: "<RemotePart id=\"mf_quote/CompactSummary\" props={{ variant: 'basket' }} />",
    error: /'"basket"' is not assignable/,
  },
  { why: 'props on a part that takes none', file: 'no-props.tsx', code: '<RemotePart id="mf_search/JourneyMap" props={{ zoom: 14 }} />', error: /not assignable/ },
  { why: 'an id no remote exposes', file: 'unknown-id.tsx', code: '<RemotePart id="mf_quote/Nowhere" />', error: /"mf_quote\/Nowhere"' is not assignable/ },
  {
    why: 'the parts mounted as the remotes mount them (control)',
    file: 'allowed.tsx',
    code: "<><RemotePart id=\"mf_quote/BookingSummaryPanel\" props={{ variant: 'payment' }} /><RemotePart id=\"mf_search/JourneyForm\" props={{ submitLabel: 'Search' }} /><RemotePart id=\"mf_search/OptionsPanel\" /></>",
    error: null,
  },
];

let output = '';

beforeAll(() => {
  const root = path.join(repoRoot, dir);
  try {
    mkdirSync(root, { recursive: true });
    for (const fixture of fixtures) {
      writeFileSync(path.join(root, fixture.file), `import { RemotePart } from '@booking/shared/federation';\n\nexport const part = ${fixture.code};\n`);
    }
    const tsconfig = { extends: '../../tsconfig.json', include: [], files: ['../../types/federation.d.ts', ...fixtures.map((f) => f.file)] };
    writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify(tsconfig));
    output = runNode(['node_modules/typescript/bin/tsc', '-p', `${dir}/tsconfig.json`, '--noEmit', '--pretty', 'false']).stdout;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 120_000);

const errorsIn = (file: string) => output.split('\n').filter((line) => line.startsWith(`${dir}/${file}(`));

describe('RemotePart checks each part’s props against the remote that owns them', () => {
  it.each(fixtures.filter((f) => f.error))('fails the typecheck on $why', ({ file, error }) => {
    expect(errorsIn(file).join('\n')).toMatch(error as RegExp);
  });

  it('passes the parts mounted with their own props', () => {
    expect(errorsIn('allowed.tsx')).toEqual([]);
    // Nothing else failed: every error is one of the fixtures above.
    expect(output.split('\n').filter((line) => /error TS/.test(line) && !line.startsWith(dir))).toEqual([]);
  });
});
