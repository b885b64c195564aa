import { readFileSync } from 'node:fs';
import path from 'node:path';

// The entry (index.ts) runs before the federation runtime has settled the shared modules: a shared
// module it imports statically, directly or through its own imports, throws at start (loadShareSync),
// so every shared module is imported after the async boundary.
const SRC = path.resolve(__dirname, '..');
// What config/shared-singletons.mjs shares: the shared package's subpaths, React, the router, jotai and
// styled-components, each with their subpaths.
const SHARED = /^(@booking\/shared\/|react(-dom|-router|-router-dom)?(\/|$)|jotai(\/|$)|styled-components(\/|$))/;
const isShared = (specifier: string) => SHARED.test(specifier);

/** The bare modules `file` imports as values, following its relative imports. */
function staticImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [specifier];
    const base = path.resolve(path.dirname(file), specifier);
    const found = ['.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
    return found ? staticImports(found, seen) : [];
  });
}

it('the entry imports no shared module before the async boundary', () => {
  expect(staticImports(path.join(SRC, 'index.ts')).filter(isShared)).toEqual([]);
});

it("tells the shared modules from the shell's own and other packages", () => {
  expect(isShared('@booking/shared/domain')).toBe(true);
  expect(isShared('react-dom/client')).toBe(true);
  expect(isShared('./config/app-config')).toBe(false);
  expect(isShared('react-is')).toBe(false);
});
