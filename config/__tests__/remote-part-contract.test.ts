import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run-node';
import { typecheckFixtures, type Typecheck } from './typecheck-fixtures';

// RemotePart's contract (types/federation.d.ts): each part's props are typed once, by the remote that
// owns them, and checked where the part is mounted. The same holds for mf_corporate's bridge app
// (the options a host passes to render) and the type-only package '@booking/mf-corporate/types'.
// The fixtures are compiled with tsc through the repository's own tsconfig (only these files and
// what they import), in a folder no build includes.
const dir = `config/__contract_fixture_${process.pid}`;
const REMOTE_PART = "import { RemotePart } from '@booking/shared/federation';";
const CORPORATE_APP = "import corporateApp from 'mf_corporate/CorporateApp';";
const CORPORATE_TYPES = "import type { CorporateAppProps } from '@booking/mf-corporate/types';";
const fixtures: { file: string; code: string; error: RegExp | null; why: string; imports?: string }[] = [
  {
    why: 'a wrong prop name',
    file: 'wrong-name.tsx',
    code: '<RemotePart id="mf_quote/BookingSummaryPanel" props={{ varaint: \'payment\' }} />',
    error: /'varaint' does not exist/,
  },
  {
    why: 'a wrong prop value',
    file: 'wrong-value.tsx',
    code: '<RemotePart id="mf_quote/CompactSummary" props={{ variant: \'basket\' }} />',
    error: /'"basket"' is not assignable/,
  },
  {
    why: 'props on a part that takes none',
    file: 'no-props.tsx',
    code: '<RemotePart id="mf_search/JourneyMap" props={{ zoom: 14 }} />',
    error: /not assignable/,
  },
  {
    why: 'an id no remote exposes',
    file: 'unknown-id.tsx',
    code: '<RemotePart id="mf_quote/Nowhere" />',
    error: /"mf_quote\/Nowhere"' is not assignable/,
  },
  {
    why: 'the parts mounted as the remotes mount them (control)',
    file: 'allowed.tsx',
    code: '<><RemotePart id="mf_quote/BookingSummaryPanel" props={{ variant: \'payment\' }} /><RemotePart id="mf_search/JourneyForm" props={{ submitLabel: \'Search\' }} /><RemotePart id="mf_search/OptionsPanel" /></>',
    error: null,
  },
  {
    why: 'a renamed option of the corporate app (bridge render)',
    file: 'app-renamed.ts',
    imports: CORPORATE_APP,
    code: "corporateApp().render({ dom: document.body, basename: '/corporate', bookNowUrl: '/book' })",
    error: /'bookNowUrl' does not exist/,
  },
  {
    why: 'a renamed prop in the published types',
    file: 'types-renamed.ts',
    imports: CORPORATE_TYPES,
    code: "({ basename: '/corporate', onSignedOut: () => undefined }) satisfies CorporateAppProps",
    error: /'onSignedOut' does not exist/,
  },
  {
    why: 'the corporate app rendered and destroyed as a host does (control)',
    file: 'app-allowed.ts',
    imports: `${CORPORATE_APP}\n${CORPORATE_TYPES}`,
    code: "[corporateApp().render({ dom: document.body, basename: '/corporate', basePath: '', bookNowPath: '/book', onSignOut: () => undefined }), corporateApp().destroy({ dom: document.body }), { basename: '/c' } satisfies CorporateAppProps]",
    error: null,
  },
];

let result: Typecheck;

beforeAll(() => {
  const root = path.join(repoRoot, dir);
  try {
    mkdirSync(root, { recursive: true });
    const files = Object.fromEntries(fixtures.map((f) => [f.file, `${f.imports ?? REMOTE_PART}\n\nexport const part = ${f.code};\n`]));
    const tsconfig = { extends: '../../tsconfig.json', include: [], files: ['../../types/federation.d.ts', ...Object.keys(files)] };
    result = typecheckFixtures(root, files, tsconfig);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 120_000);

describe('each part’s props and the corporate app’s options are checked against the remote that owns them', () => {
  it.each(fixtures.filter((f) => f.error))('fails the typecheck on $why', ({ file, error }) => {
    expect(result.errorsIn(file).join('\n')).toMatch(error as RegExp);
  });

  it('passes the parts mounted with their own props', () => {
    for (const fixture of fixtures.filter((f) => !f.error)) expect(result.errorsIn(fixture.file)).toEqual([]);
    // Nothing else failed: every error is one of the fixtures above.
    expect(result.otherErrors()).toEqual([]);
  });
});
