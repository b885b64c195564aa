import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { entryProblems, staticProblems } from '../../scripts/readme-commands/check.mjs';
import { commandsOf } from '../../scripts/readme-commands/extract.mjs';
import { repoRoot, runNode } from './run-node';

describe('the commands a Markdown file names', () => {
  it.each([
    ['a line of a sh block', '```sh\nnpm run build\n```', ['npm run build']],
    ['its comment cut off', '```bash\nnpm start   # the demo\n```', ['npm start']],
    ['a continued line joined', '```sh\nnpx jest a \\\n  b\n```', ['npx jest a b']],
    ['a prompt taken off', '```console\n$ npm test\n```', ['npm test']],
    ['a comment line skipped', '```sh\n# first\nnpm ci\n```', ['npm ci']],
    ['another language block skipped', '```ts\nnode x.mjs\n```', []],
    ['an inline span with a command word', 'Run `npm run dev` then `the app`.', ['npm run dev']],
    ['a lone word in a span skipped', 'the `node` binary', []],
  ])('%s', (_what, text, expected) => {
    expect(commandsOf(text).map((found) => found.command)).toEqual(expected);
  });
});

describe("every command in the repository's Markdown", () => {
  it('has a catalogue entry, and names scripts, files, jest projects and spec paths that exist', () => {
    expect(staticProblems(repoRoot)).toEqual([]);
  });

  it('npm run check:commands says so, with the count by kind', () => {
    const { status, stdout } = runNode(['scripts/check-commands.mjs']);
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^\[check:commands\] \d+ commands in Markdown, all in the catalogue: \d+ ci, \d+ test, \d+ never, \d+ prose\.\n$/,
    );
  });

  it.each([
    // [entry, problems]
    [{ command: 'npm run format', ci: { exit: 0 } }, ['catalogue: npm run format runs in CI with no timeout: give ci.timeout in seconds']],
    [
      { command: 'npm run format', ci: { exit: 0, timeout: 0 } },
      ['catalogue: npm run format runs in CI with no timeout: give ci.timeout in seconds'],
    ],
    [{ command: 'npm run format', ci: { exit: 0, timeout: 120 } }, []],
    [{ command: 'npm run lint', test: 'part of npm test' }, []],
  ])('a catalogue entry %j has the problems %j', (entry, problems) => {
    expect(entryProblems(entry)).toEqual(problems);
  });

  it('a README naming a missing script, file or project, or a command with no entry, is reported with its line', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'readme-commands-'));
    try {
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ scripts: { build: 'true' } }));
      writeFileSync(path.join(root, 'jest.config.mjs'), "project('shared')");
      writeFileSync(
        path.join(root, 'README.md'),
        '```sh\nnpm run build\nnpm run check:shared\nnode scripts/start.mjs --skip-build\nnpx jest --selectProjects shared\nnpx jest --selectProjects nowhere\nnpm run mystery\n```\n',
      );
      execFileSync('git', ['init', '-q'], { cwd: root });
      execFileSync('git', ['add', '.'], { cwd: root });
      const problems = staticProblems(root);
      expect(problems.filter((p) => p.startsWith('README.md'))).toEqual([
        'README.md:3  npm run check:shared: no npm script "check:shared" in the root',
        'README.md:4  node scripts/start.mjs --skip-build: no file scripts/start.mjs',
        'README.md:6  npx jest --selectProjects nowhere: no jest project nowhere',
        'README.md:7  npm run mystery: not in scripts/readme-commands/catalogue.mjs (say how it is proven: test, ci, never or prose)',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
