import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './run-node';

// The example portals under examples/ are hosts we did not build: each one uses only packages from
// node_modules and its own files, as an operator's portal would. Allowed of ours: the type-only
// contract `import type ... from '@booking/mf-corporate/types'`, the remote's federated id
// (`mf_corporate/...`, as a bundler's federation plugin resolves it), the published API allow-list
// deploy/api-calls.json and proxy module deploy/api-proxy.mjs, and files of installed packages. Anything else of ours (a relative path out of the example's
// folder, an `@booking/*` import) fails here, naming the file and the import.

const EXAMPLES = path.join(repoRoot, 'examples');
const SOURCE = /\.(m|c)?(j|t)sx?$|\.html$/;
const SKIPPED = new Set(['node_modules', 'dist']);
const ALLOWED_FILES = new Set(['deploy/api-calls.json', 'deploy/api-proxy.mjs'].map((file) => path.join(repoRoot, file)));
const TYPE_CONTRACT = '@booking/mf-corporate/types';
const REMOTE_ID = 'mf_corporate';
const BUILTINS = new Set(builtinModules);

type Reference = { specifier: string; kind: 'module' | 'path'; typeOnly: boolean; line: number };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const stringOf = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** What a script imports, requires or resolves, and every relative path it names (a file it reads). */
function referencesIn(text: string, fileName = 'file.ts'): Reference[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Reference[] = [];
  const add = (specifier: string, kind: Reference['kind'], node: ts.Node, typeOnly = false) =>
    found.push({ specifier, kind, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(stringOf(node.moduleSpecifier) ?? '', 'module', node, node.importClause?.isTypeOnly ?? false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(stringOf(node.moduleSpecifier) ?? '', 'module', node, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(stringOf(node.argument.literal) ?? '', 'module', node, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const first = stringOf(node.arguments[0]);
      if (['require', 'require.resolve', 'import.meta.resolve'].includes(callee) || node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        if (first !== undefined) add(first, 'module', node);
      } else if (/^path\.(join|resolve)$/.test(callee) && first === undefined && node.arguments.length > 1) {
        // path.join(here, '..', 'x'): the literal segments after a base that is the file's own folder.
        const segments = node.arguments.slice(1).map(stringOf);
        if (segments.every((segment) => segment !== undefined)) add(path.posix.join('.', ...(segments as string[])), 'path', node);
      }
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^\.\.?\//.test(node.text)) {
      const parent = node.parent;
      const isSpecifier = (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node;
      const isCallArgument =
        ts.isCallExpression(parent) && /^(require|require\.resolve|import\.meta\.resolve|import)$/.test(parent.expression.getText(source));
      if (!isSpecifier && !isCallArgument && !ts.isLiteralTypeNode(parent)) add(node.text, 'path', node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The inline module scripts of a page, parsed as scripts. */
const scriptsOfPage = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join('\n');

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** A package Node would find from `dir`: its folder in node_modules here or in a folder above. */
function isInstalled(name: string, dir: string) {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (at === repoRoot || path.dirname(at) === at) return false;
  }
}

/** Why one reference of `file` (inside `exampleDir`) is not allowed, or null when it is. */
function refusal(reference: Reference, file: string, exampleDir: string): string | null {
  const { specifier, kind, typeOnly } = reference;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    const target = path.resolve(path.dirname(file), specifier);
    if (target === exampleDir || target.startsWith(exampleDir + path.sep) || ALLOWED_FILES.has(target)) return null;
    // An installed package's own files (a portal with no bundler serves the runtime from node_modules).
    if (target.split(path.sep).includes('node_modules')) return null;
    return `leaves the example's folder (${path.relative(repoRoot, target)})`;
  }
  if (kind === 'path') return null;
  if (specifier.startsWith('node:') || BUILTINS.has(specifier)) return null;
  if (specifier === TYPE_CONTRACT)
    return typeOnly ? null : `takes code from ${TYPE_CONTRACT}: only \`import type\` of the hosts' contract is allowed`;
  // The remote's federated id, declared in a bundler's federation `remotes` (examples/webpack-portals).
  if (specifier.startsWith(`${REMOTE_ID}/`)) return null;
  if (specifier.startsWith('@booking/'))
    return `is a package of ours (${specifier}): only \`import type ... from '${TYPE_CONTRACT}'\` is allowed`;
  if (!specifier || specifier.startsWith('/') || /^[a-z]+:/i.test(specifier)) return `is not a package name (${specifier || 'empty'})`;
  return isInstalled(packageName(specifier), path.dirname(file))
    ? null
    : `is not a package installed in node_modules (${packageName(specifier)})`;
}

const examples = readdirSync(EXAMPLES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the checker', () => {
  const here = path.join(EXAMPLES, 'operator-portal', 'src', 'file.ts');
  const verdict = (text: string) => referencesIn(text).map((reference) => refusal(reference, here, path.join(EXAMPLES, 'operator-portal')));

  it.each([
    ["import { proxyToApi } from '../../../shell/server/proxy.ts';", /leaves the example's folder \(shell\/server\/proxy\.ts\)/],
    ["import type { CorporateAreaProps } from '../../../mf-corporate/src/app/corporate-area';", /leaves the example's folder/],
    ["import { type CorporateAreaProps } from '@booking/mf-corporate/types';", /only `import type` of the hosts' contract/],
    ["const api = require('@booking/shared/api');", /a package of ours \(@booking\/shared\/api\)/],
    ["const lazy = () => import('@booking/shared/store');", /a package of ours/],
    [
      "readFileSync(new URL('../../../deploy/nginx/api-calls.conf', import.meta.url));",
      /leaves the example's folder \(deploy\/nginx\/api-calls\.conf\)/,
    ],
    ["readFileSync(path.join(here, '..', '..', '..', 'config', 'stack.mjs'));", /leaves the example's folder \(config\/stack\.mjs\)/],
    ["import leftPad from 'a-package-nobody-installed';", /not a package installed in node_modules/],
  ])('refuses %s', (text, message) => {
    expect(verdict(text)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["import type { CorporateAreaProps } from '@booking/mf-corporate/types';"],
    ["readFileSync(new URL('../../../deploy/api-calls.json', import.meta.url));"],
    ["readFileSync(new URL('../../../node_modules/@module-federation/runtime/package.json', import.meta.url));"],
    ["import { createServer } from 'node:http'; import path from 'path';"],
    ["import { loadRemote } from '@module-federation/runtime'; import { Link } from 'react-router-dom';"],
    ["import { PortalApp } from './portal-app'; const dist = new URL('./dist', import.meta.url);"],
    ["const CorporateArea = lazy(() => import('mf_corporate/CorporateArea'));"],
  ])('allows %s', (text) => {
    expect(verdict(text).filter(Boolean)).toEqual([]);
  });
});

describe.each(examples)('examples/%s', (example) => {
  const exampleDir = path.join(EXAMPLES, example);
  const files = sourceFiles(exampleDir);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('imports only packages from node_modules and reads only its own files (and deploy/api-calls.json)', () => {
    const refused = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const references = file.endsWith('.html') ? referencesIn(scriptsOfPage(text), `${file}.js`) : referencesIn(text, file);
      return references.flatMap((reference) => {
        const why = refusal(reference, file, exampleDir);
        return why ? [`${path.relative(repoRoot, file)}:${reference.line}: '${reference.specifier}' ${why}`] : [];
      });
    });
    expect(refused).toEqual([]);
  });

  it('depends on no package of ours but the type contract, for types only', () => {
    const manifest = JSON.parse(readFileSync(path.join(exampleDir, 'package.json'), 'utf8'));
    const ours = (field: string) => Object.keys(manifest[field] ?? {}).filter((name) => name.startsWith('@booking/'));
    expect({ dependencies: ours('dependencies'), peerDependencies: ours('peerDependencies') }).toEqual({
      dependencies: [],
      peerDependencies: [],
    });
    expect(ours('devDependencies').filter((name) => name !== '@booking/mf-corporate')).toEqual([]);
  });
});
