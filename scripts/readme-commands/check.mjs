// What can be known about a README command without running it: it has one catalogue entry, and the
// npm scripts, files, jest projects and spec paths it names exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE, entryFor } from './catalogue.mjs';
import { allCommands } from './extract.mjs';

const scriptsOf = (root, dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts ?? {};

/** The problems of one npm invocation (`npm run x -w dir`, `npm start`, `npm test --prefix dir`). */
function npmProblems(root, words) {
  const [, verb, ...rest] = words;
  if (!['run', 'start', 'test'].includes(verb)) return [];
  const script = verb === 'run' ? rest[0] : verb;
  const flag = rest.findIndex((word) => word === '-w' || word === '--prefix');
  const dir = flag === -1 ? '.' : rest[flag + 1];
  if (!existsSync(path.join(root, dir, 'package.json'))) return [`no package at ${dir}`];
  return script in scriptsOf(root, dir) ? [] : [`no npm script "${script}" in ${dir === '.' ? 'the root' : dir}`];
}

const exists = (root, file) => existsSync(path.join(root, file));
/** A jest or Playwright path filter matches a path when some file or folder starts with it. */
const prefixExists = (root, filter) => exists(root, filter) || exists(root, `${filter}.spec.ts`) || exists(root, `${filter}.test.ts`);

function jestProjects(root) {
  const text = readFileSync(path.join(root, 'jest.config.mjs'), 'utf8');
  return [...text.matchAll(/project\('([\w-]+)'|displayName: '([\w-]+)'/g)].map((m) => m[1] ?? m[2]);
}

/** The problems of one simple command (no `&&`). */
function partProblems(root, part) {
  const words = part.replace(/^(\w+=\S+\s+)+/, '').split(/\s+/);
  const [tool] = words;
  if (tool === 'npm') return npmProblems(root, words);
  if (['node', 'sh', 'bash'].includes(tool) && words[1] && !words[1].startsWith('-'))
    return exists(root, words[1]) ? [] : [`no file ${words[1]}`];
  if (tool === 'npx' && words[1] === 'jest') {
    const projects = jestProjects(root);
    return words.slice(2).flatMap((word, i, all) => {
      if (word.startsWith('--')) return [];
      if (all[i - 1] === '--selectProjects') return projects.includes(word) ? [] : [`no jest project ${word}`];
      return prefixExists(root, word) ? [] : [`no test path ${word}`];
    });
  }
  if (tool === 'npx' && words[1] === 'playwright') {
    const config = words.indexOf('-c');
    const base = config === -1 ? 'e2e' : words[config + 1];
    return words
      .slice(3)
      .filter((word, i, all) => !word.startsWith('-') && all[i - 1] !== '-c')
      .flatMap((word) => (prefixExists(root, path.join(base, word)) ? [] : [`no spec path ${base}/${word}`]));
  }
  return [];
}

/** Every problem with the Markdown's commands and the catalogue, as `file:line  command: problem`. */
export function staticProblems(root) {
  const problems = [];
  const used = new Set();
  for (const { file, line, command } of allCommands(root)) {
    const entry = entryFor(command);
    const where = `${file}:${line}  ${command}`;
    if (!entry) {
      problems.push(`${where}: not in scripts/readme-commands/catalogue.mjs (say how it is proven: test, ci, never or prose)`);
      continue;
    }
    used.add(entry);
    if (entry.prose) continue;
    const written = entry.ci?.as ?? command;
    for (const part of written.split(/\s*&&\s*/))
      for (const problem of partProblems(root, part)) {
        if (!(entry.creates ?? []).some((made) => problem.endsWith(made))) problems.push(`${where}: ${problem}`);
      }
  }
  for (const entry of CATALOGUE) {
    if (!used.has(entry)) problems.push(`catalogue: ${entry.command ?? entry.pattern} is named by no Markdown file any more: remove it`);
    problems.push(...entryProblems(entry));
  }
  return problems;
}

/** The problems of one catalogue entry on its own: one that runs in CI says how long it may take. */
export function entryProblems(entry) {
  if (entry.ci && !(Number.isFinite(entry.ci.timeout) && entry.ci.timeout > 0))
    return [`catalogue: ${entry.command ?? entry.pattern} runs in CI with no timeout: give ci.timeout in seconds`];
  return [];
}
