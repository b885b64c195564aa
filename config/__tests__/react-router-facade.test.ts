import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runNode } from './run-node';

// The federated build aliases react-router(-dom) to config/react-router-facade.mjs; jest uses the
// real package. A name missing from the facade is undefined only in the build, so check it here.
const sourceDirs = [
  'shared/src',
  'shell/src',
  ...readdirSync(repoRoot)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(repoRoot, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? sourceFiles(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : []));
}

function routerNamesUsed(): string[] {
  const names = new Set<string>();
  const importPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    if (file.includes('__tests__') || /\.test\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(path.join(repoRoot, file), 'utf8').matchAll(importPattern)) {
      for (const part of match[1].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return [...names].sort();
}

it('defines every react-router name the apps import', () => {
  const used = routerNamesUsed();
  expect(used).toEqual(expect.arrayContaining(['useLocation', 'useNavigate']));
  const script = `import('./config/react-router-facade.mjs').then((m) => console.log(JSON.stringify(Object.keys(m).filter((k) => m[k] !== undefined))))`;
  const run = runNode(['--input-type=module', '-e', script]);
  expect(run.stderr).toBe('');
  const defined: string[] = JSON.parse(run.stdout);
  expect(used.filter((name) => !defined.includes(name))).toEqual([]);
});
