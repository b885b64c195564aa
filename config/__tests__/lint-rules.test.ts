import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runNode } from './run-node';

// Each fixture is written into the tree for one ESLint run (the zones are paths), then removed.
// Imports are written without extensions, as the code writes them: the case the rule once skipped.
const tag = `__lint_fixture_${process.pid}`;
const fixtures: { file: string; code: string; rule: string | null; why: string }[] = [
  { why: 'a remote importing another remote', file: `mf-quote/src/app/${tag}-remote.ts`, code: "export { default } from '../../../mf-search/src/app/app';\n", rule: 'import/no-restricted-paths' },
  { why: 'shared importing an app', file: `shared/src/ui/${tag}-app.ts`, code: "export { default } from '../../../shell/src/app/app';\n", rule: 'import/no-restricted-paths' },
  { why: 'the shell importing a remote by path', file: `shell/src/app/${tag}-path.ts`, code: "export { default } from '../../../mf-search/src/app/app';\n", rule: 'import/no-restricted-paths' },
  { why: 'one feature importing another', file: `mf-search/src/features/contact-us/${tag}-feature.ts`, code: "export * from '../pricing/model/price-errors';\n", rule: 'import/no-restricted-paths' },
  { why: "a remote's lib reaching up into hooks", file: `mf-search/src/lib/${tag}-lib.ts`, code: "export * from '../hooks/use-settings';\n", rule: 'import/no-restricted-paths' },
  { why: 'a cycle (first half)', file: `mf-quote/src/app/${tag}-cycle-a.ts`, code: `import { b } from './${tag}-cycle-b';\nexport const a = () => b;\n`, rule: 'import/no-cycle' },
  { why: 'a cycle (second half)', file: `mf-quote/src/app/${tag}-cycle-b.ts`, code: `import { a } from './${tag}-cycle-a';\nexport const b = () => a;\n`, rule: 'import/no-cycle' },
  { why: 'an allowed import (control)', file: `mf-quote/src/app/${tag}-allowed.ts`, code: "export { SETTING_KEYS } from '@booking/shared/domain';\n", rule: null },
];

type LintResult = { filePath: string; messages: { ruleId: string | null; message: string }[] };
let results: LintResult[] = [];

beforeAll(() => {
  try {
    for (const fixture of fixtures) {
      mkdirSync(path.dirname(path.join(repoRoot, fixture.file)), { recursive: true });
      writeFileSync(path.join(repoRoot, fixture.file), fixture.code);
    }
    const run = runNode(['node_modules/eslint/bin/eslint.js', '--format', 'json', ...fixtures.map((f) => f.file)]);
    results = JSON.parse(run.stdout || '[]');
  } finally {
    for (const fixture of fixtures) rmSync(path.join(repoRoot, fixture.file), { force: true });
  }
}, 120_000);

const rulesFor = (file: string) => results.find((r) => r.filePath === path.join(repoRoot, file))?.messages.map((m) => m.ruleId) ?? ['(not linted)'];

describe('the dependency rule fires on TypeScript imports', () => {
  it.each(fixtures.filter((f) => f.rule))('fails lint on $why', ({ file, rule }) => {
    expect(rulesFor(file)).toContain(rule);
  });

  it('passes an import through shared public subpaths', () => {
    expect(rulesFor(fixtures[fixtures.length - 1].file)).toEqual([]);
  });
});
