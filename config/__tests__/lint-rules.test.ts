import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run-node';

// Each probe is written for one ESLint run into a `.lint-probes-<pid>` folder inside the zone it tests
// (the zones are paths), which git, tsc, jest and the dev servers' watchers ignore, then removed.
// Imports are written without extensions, as the code writes them: the case the rule once skipped.
// ESLint runs twice, from the root and from inside mf-quote/ (an editor opened on one workspace):
// both must refuse the same imports.
const probes = `.lint-probes-${process.pid}`;
const at = (folder: string, name: string) => `${folder}/${probes}/${name}`;
const fixtures: { file: string; code: string; rule: string | null; why: string }[] = [
  {
    why: 'a remote importing another remote',
    file: at('mf-quote/src/app', 'remote.ts'),
    code: "export { default } from '../../../../mf-search/src/app/app';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'a remote importing the shell',
    file: at('mf-quote/src/app', 'shell.ts'),
    code: "export { default } from '../../../../shell/src/app/app';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'shared importing an app',
    file: at('shared/src/ui', 'app.ts'),
    code: "export { default } from '../../../../shell/src/app/app';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'the shell importing a remote by path',
    file: at('shell/src/app', 'path.ts'),
    code: "export { default } from '../../../../mf-search/src/app/app';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'one feature importing another',
    file: at('mf-search/src/features/contact-us', 'feature.ts'),
    code: "export * from '../../pricing/model/price-errors';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: "a remote's lib reaching up into hooks",
    file: at('mf-search/src/lib', 'lib.ts'),
    code: "export * from '../../hooks/use-settings';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: "a remote's shared components importing a feature",
    file: at('mf-search/src/components', 'components.ts'),
    code: "export * from '../../features/pricing/model/price-errors';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'an app importing the sandbox',
    file: at('mf-quote/src/app', 'sandbox.ts'),
    code: "export * from '../../../../sandbox-api/src/config';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'an end-to-end spec importing the sandbox',
    file: at('e2e/fixtures', 'sandbox.ts'),
    code: "export * from '../../../sandbox-api/src/config';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'an app importing the end-to-end fixtures',
    file: at('shell/src/app', 'e2e.ts'),
    code: "export * from '../../../../e2e/fixtures/env';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: "an example portal importing the shell's server",
    file: at('examples/operator-portal/src', 'server.ts'),
    code: "export * from '../../../../shell/server/proxy';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'an example portal importing shared',
    file: at('examples/operator-portal/src', 'shared.ts'),
    code: "export * from '../../../../shared/src/domain/index';\n",
    rule: 'import/no-restricted-paths',
  },
  {
    why: 'a cycle (first half)',
    file: at('mf-quote/src/app', 'cycle-a.ts'),
    code: "import { b } from './cycle-b';\nexport const a = () => b;\n",
    rule: 'import/no-cycle',
  },
  {
    why: 'a cycle (second half)',
    file: at('mf-quote/src/app', 'cycle-b.ts'),
    code: "import { a } from './cycle-a';\nexport const b = () => a;\n",
    rule: 'import/no-cycle',
  },
  {
    why: 'a cycle through a test, on the module that imports the test (no-cycle is off on tests)',
    file: at('mf-quote/src/app', 'imports-a-test.ts'),
    code: "import { t } from './cycle.spec';\nexport const m = () => t;\n",
    rule: 'import/no-cycle',
  },
  {
    why: 'the test half of that cycle (control: nothing is followed from a test)',
    file: at('mf-quote/src/app', 'cycle.spec.ts'),
    code: "import { m } from './imports-a-test';\nexport const t = () => m;\n",
    rule: null,
  },
  {
    why: 'an allowed import (control)',
    file: at('mf-quote/src/app', 'allowed.ts'),
    code: "export { SETTING_KEYS } from '@booking/shared/domain';\n",
    rule: null,
  },
  {
    why: "a portal importing the corporate area's published types (control)",
    file: at('examples/operator-portal/src', 'types.ts'),
    code: "export type { CorporateAreaProps } from '@booking/mf-corporate/types';\n",
    rule: null,
  },
];
const controls = fixtures.filter((fixture) => fixture.rule === null);

type LintResult = { filePath: string; messages: { ruleId: string | null; message: string }[] };
const eslint = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');

/** ESLint's JSON results for the fixtures, run from `cwd` with paths relative to it. */
function lintFrom(cwd: string): LintResult[] {
  const files = fixtures.map((fixture) => path.relative(cwd, path.join(repoRoot, fixture.file)));
  const run = spawnSync(process.execPath, [eslint, '--format', 'json', ...files], { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(run.stdout || '[]');
}

let fromRoot: LintResult[] = [];
let fromWorkspace: LintResult[] = [];
beforeAll(() => {
  try {
    for (const fixture of fixtures) {
      mkdirSync(path.dirname(path.join(repoRoot, fixture.file)), { recursive: true });
      writeFileSync(path.join(repoRoot, fixture.file), fixture.code);
    }
    fromRoot = lintFrom(repoRoot);
    fromWorkspace = lintFrom(path.join(repoRoot, 'mf-quote'));
  } finally {
    for (const fixture of fixtures) rmSync(path.join(repoRoot, path.dirname(fixture.file)), { recursive: true, force: true });
  }
}, 180_000);

const rulesFor = (results: LintResult[], file: string) =>
  results.find((r) => r.filePath === path.join(repoRoot, file))?.messages.map((m) => m.ruleId) ?? ['(not linted)'];

describe('the dependency rules fire on TypeScript imports, from the root and from inside a workspace', () => {
  it.each(fixtures.filter((f) => f.rule))('fails lint on $why', ({ file, rule }) => {
    expect(rulesFor(fromRoot, file)).toContain(rule);
    expect(rulesFor(fromWorkspace, file)).toContain(rule);
  });

  it.each(controls)('passes $why', ({ file }) => {
    expect(rulesFor(fromRoot, file)).toEqual([]);
    expect(rulesFor(fromWorkspace, file)).toEqual([]);
  });
});
