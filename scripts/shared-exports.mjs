// Counts the names each subpath of @booking/shared exports and which parts of the repository import
// each one (a part is a top-level folder: shell, mf-search, sandbox-api, e2e, config ...). `shared`
// itself is not a user. Prints a table per subpath; `--names` lists each name with its users, `--json`
// prints everything. Values only by default (what shared/exports.json records); `--types` adds types.
//   node scripts/shared-exports.mjs [--names] [--json] [--types]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const pkg = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
const SUBPATHS = Object.keys(pkg.exports)
  .map((key) => key.slice(2))
  .filter((key) => key !== 'package.json');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'build']);
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;

/** Each subpath's exported names, as the compiler sees its index (re-exports followed). */
function exportedNames() {
  const indexOf = (subpath) => path.join(root, 'shared', pkg.exports[`./${subpath}`]);
  const program = ts.createProgram(SUBPATHS.map(indexOf), {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    SUBPATHS.map((subpath) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(indexOf(subpath)));
      const names = checker.getExportsOfModule(moduleSymbol).map((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return { name: symbol.name, isValue: Boolean(target.flags & ts.SymbolFlags.Value) };
      });
      return [subpath, names];
    }),
  );
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.lint-probes')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The names a file imports from each subpath: static imports, re-exports, destructured dynamic imports. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('@booking/shared/')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const subpathOf = (node) =>
    node && ts.isStringLiteral(node) && node.text.startsWith('@booking/shared/') ? node.text.slice('@booking/shared/'.length) : null;
  const fromBinding = (subpath, pattern) => {
    if (!pattern || !ts.isObjectBindingPattern(pattern)) return;
    for (const element of pattern.elements) found.push([subpath, (element.propertyName ?? element.name).getText()]);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const subpath = subpathOf(node.moduleSpecifier);
      const bindings = node.importClause?.namedBindings;
      if (subpath && bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) found.push([subpath, (element.propertyName ?? element.name).text]);
    } else if (ts.isExportDeclaration(node)) {
      const subpath = subpathOf(node.moduleSpecifier);
      if (subpath && node.exportClause && ts.isNamedExports(node.exportClause))
        for (const element of node.exportClause.elements) found.push([subpath, (element.propertyName ?? element.name).text]);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const subpath = subpathOf(node.arguments[0]);
      // import('@booking/shared/x').then(({ a }) => ...) and const { a } = await import('@booking/shared/x')
      const then = node.parent?.parent;
      if (subpath && then && ts.isCallExpression(then) && ts.isPropertyAccessExpression(then.expression))
        fromBinding(subpath, then.arguments[0]?.parameters?.[0]?.name);
      const awaited = node.parent && ts.isAwaitExpression(node.parent) ? node.parent.parent : null;
      if (subpath && awaited && ts.isVariableDeclaration(awaited)) fromBinding(subpath, awaited.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const exported = exportedNames();
const users = Object.fromEntries(SUBPATHS.map((subpath) => [subpath, new Map(exported[subpath].map(({ name }) => [name, new Set()]))]));
for (const file of sourceFiles(root)) {
  const segments = path.relative(root, file).split(path.sep);
  const part = segments.length > 1 ? segments[0] : 'root';
  if (part === 'shared') continue;
  for (const [subpath, name] of importsOf(file)) users[subpath]?.get(name)?.add(part);
}

const rows = SUBPATHS.map((subpath) => {
  const names = exported[subpath].filter(({ isValue }) => isValue || args.has('--types'));
  const byName = names.map(({ name }) => ({ name, users: [...users[subpath].get(name)].sort() }));
  return {
    subpath,
    exports: byName.length,
    none: byName.filter((n) => n.users.length === 0).length,
    one: byName.filter((n) => n.users.length === 1).length,
    twoPlus: byName.filter((n) => n.users.length >= 2).length,
    names: byName,
  };
});
const total = ['exports', 'none', 'one', 'twoPlus'].reduce((sum, key) => ({ ...sum, [key]: rows.reduce((n, row) => n + row[key], 0) }), {
  subpath: 'total',
});

if (args.has('--json')) console.log(JSON.stringify({ rows, total }, null, 2));
else {
  console.log(`@booking/shared exported ${args.has('--types') ? 'names (values and types)' : 'values'}, by how many parts import each`);
  console.log('| subpath | exports | used by none | by one part | by two or more |\n|---|---:|---:|---:|---:|');
  for (const row of [...rows, total]) console.log(`| ${row.subpath} | ${row.exports} | ${row.none} | ${row.one} | ${row.twoPlus} |`);
  if (args.has('--names'))
    for (const row of rows)
      for (const { name, users: parts } of row.names) console.log(`${row.subpath}\t${name}\t${parts.join(',') || '-'}`);
}
