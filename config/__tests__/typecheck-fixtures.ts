import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runNode } from './run-node';

/** What tsc said of a folder of fixtures: the errors in one fixture, and those in no fixture. */
export interface Typecheck {
  errorsIn(file: string): string[];
  otherErrors(): string[];
}

/**
 * Writes each fixture and a tsconfig.json into `dir` (an existing folder, in the repository or not) and
 * type-checks them with the repository's own tsc, run at the repository root; `tsconfig` names the
 * files (paths relative to `dir`).
 */
export function typecheckFixtures(dir: string, fixtures: Record<string, string>, tsconfig: object): Typecheck {
  for (const [file, code] of Object.entries(fixtures)) writeFileSync(path.join(dir, file), code);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const output = runNode([tsc, '-p', path.join(dir, 'tsconfig.json'), '--noEmit', '--pretty', 'false']).stdout;
  // tsc names each file relative to where it runs (the repository root).
  const prefix = path.relative(repoRoot, dir).split(path.sep).join('/');
  const lines = output.split('\n');
  return {
    errorsIn: (file) => lines.filter((line) => line.startsWith(`${prefix}/${file}(`)),
    otherErrors: () => lines.filter((line) => /error TS/.test(line) && !line.startsWith(`${prefix}/`)),
  };
}
