// `npm run bench -- pages --by-library`: what `/`'s JavaScript is made of, by library: takes the scripts `/`
// loads before the first interaction (as `bench pages` measures them), builds each app they come from
// with its own rspack.config.mjs plus a hidden source map (same JS bytes, into .bench/composition/<app>),
// gives every minified byte of each file to its original source through the map, groups the sources by
// package or part of ours, and shares each file's real gzip size out by those bytes.
// Writes .bench/composition.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import sourceMap from 'source-map';
import { rootDir as root } from '../../../config/processes.mjs';
import { REMOTES, portsFromBase } from '../../../config/stack.mjs';
import { launch } from '../src/browser.mjs';
import { benchDir, writeFigures } from '../src/figures.mjs';
import { measureJavaScript } from '../src/scripts.mjs';
import { withStack } from '../src/stack.mjs';
import {
  DESIGN_CARD,
  FORM_LIBRARY,
  OUR_CODE,
  attributeSpans,
  bytesByGroup,
  bytesByModuleSize,
  chunkStem,
  gzipShares,
} from './composition-groups.mjs';

const KB = 1024;
const TARGET = 150 * KB;
const outRoot = path.join(benchDir, 'composition');
const kb = (bytes) => (bytes / KB).toFixed(1);

/** The workspace serving each port of the stack at this base. */
export function appsByPort(base) {
  const ports = portsFromBase(base);
  return new Map([[ports.shell, 'shell'], ...REMOTES.map((r) => [ports[r.portKey], r.dir])]);
}

/** Builds an app as `rspack build` does, with a hidden source map, into .bench/composition/<app>. */
export async function build(app) {
  const { default: factory } = await import(pathToFileURL(path.join(root, app, 'rspack.config.mjs')).href);
  const config = await (typeof factory === 'function'
    ? factory({ RSPACK_BUNDLE: true, RSPACK_BUILD: true }, { mode: 'production' })
    : factory);
  const outputPath = path.join(outRoot, app);
  const compiler = rspack({ ...config, devtool: 'hidden-source-map', output: { ...config.output, path: outputPath } });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(`building ${app} failed:\n${stats.toString({ all: false, errors: true })}`);
  // Each file's modules (a concatenated module by its parts), for a file the map leaves out.
  const { chunks } = stats.toJson({ all: false, chunks: true, chunkModules: true });
  const modulesOf = new Map(
    chunks.flatMap((c) => {
      const modules = (c.modules ?? []).flatMap((m) => m.modules ?? [m]).map((m) => ({ name: m.name, size: m.size }));
      return c.files.map((f) => [f, modules]);
    }),
  );
  return { dir: outputPath, modulesOf };
}

/** The mapped build's file for a loaded one: same name, else the same chunk name or id (`201.*.js`). */
export function mappedFile(dir, served) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const found = files.find((f) => f === served) ?? files.find((f) => chunkStem(f) === chunkStem(served));
  if (!found) throw new Error(`no build of ${served} in ${dir}`);
  return found;
}

/** Bytes by group of one built file, through its map, else by its modules' sizes. */
function composition({ dir, modulesOf }, file, app) {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const bytes = Buffer.byteLength(code);
  if (!existsSync(path.join(dir, `${file}.map`)))
    return { bytes, bytesByGroup: bytesByModuleSize(modulesOf.get(file) ?? [], app, bytes), viaMap: false };
  const map = JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8'));
  const consumer = new sourceMap.SourceMapConsumer(map);
  // The consumer normalises `webpack://shell/../shared/...` to `webpack://shell/shared/...`: keep the bundler's names.
  const raw = new Map(consumer.sources.map((source, i) => [source, map.sources[i]]));
  const mappings = [];
  consumer.eachMapping(
    (m) => mappings.push({ generatedLine: m.generatedLine, generatedColumn: m.generatedColumn, source: raw.get(m.source) ?? m.source }),
    null,
    sourceMap.SourceMapConsumer.GENERATED_ORDER,
  );
  return { bytes, bytesByGroup: bytesByGroup(attributeSpans(code, mappings), app), viaMap: true };
}

function print(files, rows) {
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  console.log(`\n/ (first visit): ${kb(total)} KB gzip of JS before the first interaction in ${files.length} files (exact, as served)`);
  for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const notes = [
      !f.sameName && `built as ${f.mapped}`,
      f.bytes !== f.rawBytes && `${f.bytes} B built vs ${f.rawBytes} B served`,
      !f.viaMap && "no source map: by its modules' sizes",
    ];
    console.log(
      `  ${kb(f.gzipBytes).padStart(6)} KB  ${f.app}/${f.file}${notes.some(Boolean) ? ` (${notes.filter(Boolean).join('; ')})` : ''}`,
    );
  }
  const stale = files.filter((f) => f.bytes !== f.rawBytes);
  if (stale.length)
    console.log(
      `  WARNING: ${stale.length} served file(s) differ from a build of the source: the running stack is older; rebuild it (npm run build) for exact shares`,
    );
  console.log("\nBy library or part of ours: estimated KB gzip, minified KB, summary line. Each file's gzip size is shared");
  console.log('out by its minified bytes, so the gzip KB of a group is a proportional estimate (the file totals are exact);');
  console.log('bytes the map leaves out (chunk headers, module wrappers, export tables) count with the code after them.');
  const width = Math.max(...rows.map((r) => r.group.length));
  for (const r of rows) console.log(`  ${r.group.padEnd(width)}  ${kb(r.gzipBytes).padStart(6)}  ${kb(r.bytes).padStart(7)}  ${r.line}`);
  console.log(`  ${'total'.padEnd(width)}  ${kb(total).padStart(6)}  ${kb(rows.reduce((s, r) => s + r.bytes, 0)).padStart(7)}`);
  const lines = Object.fromEntries(
    [DESIGN_CARD, FORM_LIBRARY, OUR_CODE].map((line) => [line, rows.filter((r) => r.line === line).reduce((s, r) => s + r.gzipBytes, 0)]),
  );
  console.log('\nSummary (estimated KB gzip):');
  console.log(
    `  ${DESIGN_CARD}: ${kb(lines[DESIGN_CARD])} KB (target for all of / <= ${kb(TARGET)} KB: ${
      lines[DESIGN_CARD] <= TARGET
        ? `the libraries leave ${kb(TARGET - lines[DESIGN_CARD])} KB`
        : `the libraries alone exceed it by ${kb(lines[DESIGN_CARD] - TARGET)} KB`
    })`,
  );
  if (lines[FORM_LIBRARY] > 0)
    console.log(`  ${FORM_LIBRARY} (react-hook-form, @hookform/*; not on the design card): ${kb(lines[FORM_LIBRARY])} KB`);
  console.log(`  ${OUR_CODE}: ${kb(lines[OUR_CODE])} KB`);
  console.log(`  total: ${kb(total)} KB measured (target <= ${kb(TARGET)} KB) ${total <= TARGET ? 'OK' : 'MISSED'}`);
  return { total, lines };
}

export async function runByLibrary({ portBase }) {
  await withStack({ tag: 'bench', ...portBase }, async (stack) => {
    const browser = await launch();
    const { scripts } = await measureJavaScript(browser, `${stack.origin}/`).finally(() => browser.close());
    // The builds below need the machine more than the stack does.
    await stack.stop();
    const apps = appsByPort(stack.base);
    const loaded = scripts.map((s) => {
      const url = new URL(s.url);
      const app = url.hostname === 'localhost' ? apps.get(Number(url.port)) : undefined;
      if (!app) throw new Error(`${s.url} comes from no app of the stack at ${stack.base}`);
      return { ...s, app, file: path.posix.basename(url.pathname) };
    });
    const builds = {};
    for (const app of [...new Set(loaded.map((s) => s.app))]) {
      console.log(`Building ${app} with a hidden source map ...`);
      builds[app] = await build(app);
    }
    const files = loaded.map((s) => {
      const mapped = mappedFile(builds[s.app].dir, s.file);
      return { ...s, mapped, sameName: mapped === s.file, ...composition(builds[s.app], mapped, s.app) };
    });
    const rows = gzipShares(files);
    const { total, lines } = print(files, rows);
    const file = writeFigures('composition.json', {
      measuredAt: new Date().toISOString(),
      origin: stack.origin,
      targetBytes: TARGET,
      totalGzipBytes: total,
      note: "gzipBytes per group are proportional estimates (each file's gzip size shared out by its minified bytes); file totals are exact",
      summary: lines,
      groups: rows,
      files: files.map(({ bytesByGroup: groups, ...f }) => ({ ...f, bytesByGroup: Object.fromEntries(groups) })),
    });
    console.log(`\nFigures written to ${file}`);
  });
}
